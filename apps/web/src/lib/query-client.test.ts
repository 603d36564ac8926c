import { CancelledError, focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryErrorMessage } from './query-client';

/**
 * Read through a `QueryObserver`, as `useQuery` reads: it takes the client's defaults as they
 * are (`fetchQuery` would turn retries off by itself, so it could not tell).
 */
const observe = (queryFn: () => Promise<number>) => {
  const client = createQueryClient();
  // As QueryClientProvider does: the client listens for focus and network changes.
  client.mount();
  const observer = new QueryObserver(client, { queryKey: ['data'], queryFn });
  const stop = observer.subscribe(() => {});
  const unsubscribe = () => {
    stop();
    client.unmount();
  };
  return { client, observer, unsubscribe };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe('createQueryClient', () => {
  it('does not retry a failing query', async () => {
    let calls = 0;
    const { observer, unsubscribe } = observe(async () => {
      calls += 1;
      throw new Error('boom');
    });
    // Long past any retry delay TanStack Query would use (1 s, 2 s, 4 s…).
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().status).toBe('error');
    expect(observer.getCurrentResult().error?.message).toBe('boom');
    unsubscribe();
  });

  it('does not ask a failed query again when another reader starts reading it', async () => {
    let calls = 0;
    const { client, unsubscribe } = observe(async () => {
      calls += 1;
      throw new Error('boom');
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    // A part of the screen loaded later (a lazy component) reads the same query.
    const later = new QueryObserver(client, { queryKey: ['data'], queryFn: async () => ++calls });
    const stop = later.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
    expect(later.getCurrentResult().status).toBe('error');
    stop();
    unsubscribe();
  });

  it('keeps data fresh for 30 s: a new reader within them does not refetch, one after does', async () => {
    let calls = 0;
    const { client, unsubscribe } = observe(async () => ++calls);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    const read = async () => {
      const reader = new QueryObserver(client, {
        queryKey: ['data'],
        queryFn: async () => ++calls,
        refetchOnMount: true,
      });
      const stop = reader.subscribe(() => {});
      await vi.advanceTimersByTimeAsync(0);
      stop();
    };
    await vi.advanceTimersByTimeAsync(29_000);
    await read();
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await read();
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('does not refetch stale data when the window is focused again or the network comes back', async () => {
    let calls = 0;
    const { observer, unsubscribe } = observe(async () => ++calls);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(observer.getCurrentResult().isStale).toBe(true);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(1);
    unsubscribe();
  });

  it('reports a cancelled query as "Query was cancelled by React Query"', async () => {
    const client = createQueryClient();
    const pending = client.fetchQuery({
      queryKey: ['slow'],
      queryFn: ({ signal }) =>
        new Promise<never>((_, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    await client.cancelQueries({ queryKey: ['slow'] });
    const error: unknown = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CancelledError);
    // TanStack Query v5's own message is "CancelledError"; the product reads it through the helper.
    expect(getQueryErrorMessage(error)).toBe('Query was cancelled by React Query');
  });

  it('passes other errors through', () => {
    expect(getQueryErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(getQueryErrorMessage('plain')).toBe('plain');
  });
});
