import { describe, expect, it } from 'vitest';
import { makeSource, syncStatus } from '@/features/connections/test/render-connect';
import { isReconnected, problemOf, shouldPollSync } from './sync-state';

describe('shouldPollSync', () => {
  it('polls while a run is queued, running or waiting, and not once everything is idle', () => {
    for (const state of ['queued', 'running', 'waiting'] as const) {
      expect(shouldPollSync(syncStatus({ ads: makeSource({ sync: { state } }) }))).toBe(true);
    }
    expect(shouldPollSync(syncStatus({ analytics: makeSource() }))).toBe(false);
    expect(shouldPollSync(syncStatus())).toBe(false);
    expect(shouldPollSync(undefined)).toBe(false);
  });

  it('polls for a Search Console site as for the other sources', () => {
    const running = makeSource({ kind: 'search_console', sync: { state: 'running' } });
    expect(shouldPollSync(syncStatus({ search_console: running }))).toBe(true);
    const first = makeSource({
      kind: 'search_console',
      sync: { state: 'idle', lastSuccessAt: null },
    });
    expect(shouldPollSync(syncStatus({ search_console: first }))).toBe(true);
    expect(
      shouldPollSync(syncStatus({ search_console: makeSource({ kind: 'search_console' }) })),
    ).toBe(false);
  });

  it('keeps polling until a first sync has an outcome, but not for one that failed', () => {
    const first = makeSource({ sync: { state: 'idle', lastSuccessAt: null } });
    expect(shouldPollSync(syncStatus({ analytics: first }))).toBe(true);
    const failed = makeSource({
      sync: {
        state: 'failed',
        lastSuccessAt: null,
        lastError: { code: 'permission_denied', message: 'no', at: '2026-02-01T00:00:00.000Z' },
      },
    });
    expect(shouldPollSync(syncStatus({ analytics: failed }))).toBe(false);
    expect(
      shouldPollSync(syncStatus({ analytics: { ...first, connectionStatus: 'reconnect_needed' } })),
    ).toBe(false);
  });
});

describe('problemOf', () => {
  it('names a refused grant first, then the last error', () => {
    expect(problemOf(makeSource({ connectionStatus: 'revoked' }))).toBe('reconnect_needed');
    const error = {
      code: 'google_unavailable',
      message: '503',
      at: '2026-02-01T00:00:00.000Z',
    } as const;
    expect(problemOf(makeSource({ sync: { state: 'failed', lastError: error } }))).toBe(
      'google_unavailable',
    );
    expect(problemOf(makeSource())).toBeNull();
  });

  it('has nothing to fix once the refused Google account is connected again', () => {
    const source = makeSource({
      sync: {
        state: 'failed',
        lastError: { code: 'reconnect_needed', message: 'x', at: '2026-02-01T00:00:00.000Z' },
      },
    });
    expect(isReconnected(source)).toBe(true);
    expect(problemOf(source)).toBeNull();
  });
});
