import { makeProject } from '@kampa/contracts/test-support/factories';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import {
  makeSource,
  renderConnect,
  stubApi,
  syncStatus,
} from '@/features/connections/test/render-connect';
import { SyncNowButton } from './sync-now-button';

vi.mock('@/lib/auth/auth-store', () => ({
  useAuthState: () => ({ status: 'signed-in', user: { uid: 'user-1' } }),
}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PROJECT = makeProject();
const SYNC = `POST /api/project/${PROJECT.uid}/sync`;

describe('SyncNowButton', () => {
  it('starts a sync and says so', async () => {
    stubApi({
      [SYNC]: {
        status: 202,
        body: syncStatus({
          analytics: makeSource({ sync: { state: 'queued', trigger: 'manual' } }),
        }),
      },
    });
    const onStarted = vi.fn();
    renderConnect(<SyncNowButton projectUid={PROJECT.uid} onStarted={onStarted} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    // The status line is always there (a live region); wait for what it says.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sync started.'));
    expect(onStarted).toHaveBeenCalledTimes(1);
  });

  it('when synced less than a minute ago: says when it may be tried again, and waits until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-02-01T10:00:00.000Z'));
    stubApi({
      [SYNC]: {
        status: 429,
        headers: { 'retry-after': '42' },
        body: { error: { code: 'rate_limited', message: 'less than a minute ago' } },
      },
    });
    renderConnect(<SyncNowButton projectUid={PROJECT.uid} />);
    const button = await screen.findByRole('button', { name: 'Sync now' });
    await userEvent.click(button);
    const time = formatDate(new Date('2026-02-01T10:00:42.000Z'), 'en', { timeStyle: 'short' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        `This project was synced less than a minute ago. You can sync again at ${time}.`,
      ),
    );
    expect(button).toBeDisabled();
    await vi.advanceTimersByTimeAsync(43_000);
    await waitFor(() => expect(button).toBeEnabled());
  });
});
