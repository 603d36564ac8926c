import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TProjectSource, TProjectSyncStatus } from '@kampa/contracts/sync/sync';
import { describe, expect, it, vi } from 'vitest';
import { createViewCache, dataVersionOf, viewKey } from './view-cache';

describe('view cache', () => {
  it('computes a view once, shared by concurrent requests', async () => {
    const cache = createViewCache(10);
    const compute = vi.fn(async () => ({ sessions: 1 }));
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a).toBe(b);
    await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await cache.get('other', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used view when full, and views past their age', async () => {
    let now = 0;
    const cache = createViewCache(2, () => now);
    const compute = vi.fn(async () => 1);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('a', compute); // a is now the most recent
    await cache.get('c', compute); // b goes
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(4);
    now = 5 * 60_000;
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(5);
  });

  it('keeps the views asked for again through a flood of views asked for once', async () => {
    const cache = createViewCache(10);
    const compute = vi.fn(async () => 1);
    const repeated = ['a', 'b', 'c', 'd', 'e'];
    for (const key of [...repeated, ...repeated]) await cache.get(key, compute);
    expect(compute).toHaveBeenCalledTimes(5);
    // A hundred custom ranges, each asked for once (least recently used alone would keep none of a–e).
    for (let i = 0; i < 100; i += 1) await cache.get(`once-${i}`, compute);
    expect(compute).toHaveBeenCalledTimes(105);
    for (const key of repeated) await cache.get(key, compute);
    expect(compute).toHaveBeenCalledTimes(105);
    // The room is still ten: the newest one-off views are there, the older ones are gone.
    await cache.get('once-99', compute);
    expect(compute).toHaveBeenCalledTimes(105);
    await cache.get('once-0', compute);
    expect(compute).toHaveBeenCalledTimes(106);
  });

  it('keeps no failure, and keeps nothing with 0 entries', async () => {
    const cache = createViewCache(10);
    await expect(
      cache.get('k', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow();
    expect(await cache.get('k', async () => 2)).toBe(2);
    const off = createViewCache(0);
    const compute = vi.fn(async () => 3);
    await off.get('k', compute);
    await off.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});

const source = (sync: Partial<TProjectSource['sync']> = {}): TProjectSource => ({
  kind: 'analytics',
  externalId: '310000001',
  displayName: 'e-shop',
  parentId: null,
  timeZone: 'Europe/Prague',
  currency: 'CZK',
  connectionId: null,
  connectionStatus: 'active',
  connectedBy: { displayName: null, email: null, googleEmail: null },
  dataFrom: null,
  dataTo: null,
  sync: {
    state: 'idle',
    trigger: null,
    progress: null,
    chunksDone: 0,
    chunksTotal: 0,
    retryAt: null,
    lastSuccessAt: '2026-11-22T04:16:00.000Z',
    nextSyncAt: null,
    lastError: null,
    ...sync,
  },
});

describe('data version', () => {
  it('changes with every write of a sync: a chunk done, a run ended, another property', () => {
    const versions = [
      { analytics: source(), ads: null, search_console: null },
      { analytics: source({ state: 'running', chunksTotal: 2 }), ads: null, search_console: null },
      {
        analytics: source({ state: 'running', chunksDone: 1, chunksTotal: 2 }),
        ads: null,
        search_console: null,
      },
      {
        analytics: source({ lastSuccessAt: '2026-11-23T04:16:00.000Z' }),
        ads: null,
        search_console: null,
      },
      { analytics: { ...source(), externalId: '310000002' }, ads: null, search_console: null },
      { analytics: source(), ads: { ...source(), kind: 'ads' as const }, search_console: null },
      {
        analytics: source(),
        ads: null,
        search_console: { ...source(), kind: 'search_console' as const },
      },
    ].map((sources: TProjectSyncStatus) => dataVersionOf(sources));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('keys a view by project, days and comparison', () => {
    const period: TPeriod = {
      preset: 'last_7_days',
      comparison: 'previous_period',
      timeZone: 'Europe/Prague',
      today: '2026-11-22',
      range: { from: '2026-11-15', to: '2026-11-21' },
      compareRange: { from: '2026-11-08', to: '2026-11-14' },
      days: 7,
      granularity: 'day',
    };
    const sources = { analytics: source(), ads: null, search_console: null };
    const key = viewKey('analytics', 'p1', period, sources);
    expect(viewKey('analytics', 'p1', { ...period, today: '2026-11-23' }, sources)).toBe(key);
    expect(viewKey('ads', 'p1', period, sources)).not.toBe(key);
    expect(viewKey('analytics', 'p2', period, sources)).not.toBe(key);
    expect(viewKey('analytics', 'p1', { ...period, compareRange: null }, sources)).not.toBe(key);
  });
});
