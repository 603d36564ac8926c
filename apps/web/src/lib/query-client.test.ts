import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createQueryClient,
  getQueryErrorMessage,
  QUERY_CANCELLED_MESSAGE,
  QUERY_DEFAULTS,
} from './query-client';

describe('createQueryClient', () => {
  it('uses the query defaults: 30 s stale time, no retry, no refetch on mount/reconnect/focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 30_000,
      retry: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
    });
    expect(QUERY_DEFAULTS.staleTime).toBe(30_000);
  });

  it('does not retry a failing query', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['failing'],
        queryFn: () => {
          calls += 1;
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });

  it('keeps data fresh for 30 s, so a second read does not refetch', async () => {
    const client = createQueryClient();
    let calls = 0;
    const options = { queryKey: ['fresh'], queryFn: async () => ++calls };
    await client.fetchQuery(options);
    await client.fetchQuery(options);
    expect(calls).toBe(1);
    expect(client.getQueryState(['fresh'])?.isInvalidated).toBe(false);
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
    expect(QUERY_CANCELLED_MESSAGE).toBe('Query was cancelled by React Query');
  });

  it('passes other errors through', () => {
    expect(getQueryErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(getQueryErrorMessage('plain')).toBe('plain');
  });
});
