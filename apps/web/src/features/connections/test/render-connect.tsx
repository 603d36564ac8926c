import type { TProjectSource, TProjectSyncStatus } from '@kampa/contracts/sync/sync';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * Renders `ui` at `path` (which may carry `?google=…`) in a small router and a fresh query client.
 * For the connections area's unit tests only.
 */
export const renderConnect = (ui: ReactNode, path = '/project/p/analytics/connect') => {
  window.scrollTo = () => undefined;
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: path.split('?')[0] ?? '/',
    component: () => <>{ui}</>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

/**
 * Stands in for the API in jsdom: answers `METHOD /path` (query ignored) from the table, 404
 * otherwise, and records every request.
 */
export const stubApi = (routes: Record<string, Answer | ((body: unknown) => Answer)>) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://kampa.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) return json(404, { error: { code: 'not_found', message: key } });
    const answer =
      typeof route === 'function' ? route(JSON.parse(String(init?.body ?? 'null'))) : route;
    return json(answer.status ?? 200, answer.body, answer.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => {
        const url = new URL(String(input), 'http://kampa.test');
        return `${init?.method ?? 'GET'} ${url.pathname}` === key;
      })
      .map(([input, init]) => ({
        url: new URL(String(input), 'http://kampa.test'),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      }));
  return { fetchMock, calls };
};

/** A connected GA4 source as the sync status answers it, idle and up to date unless overridden. */
export const makeSource = (
  overrides: Partial<Omit<TProjectSource, 'sync'>> & {
    sync?: Partial<TProjectSource['sync']>;
  } = {},
): TProjectSource => {
  const { sync, ...rest } = overrides;
  return {
    kind: 'analytics',
    externalId: '310000001',
    displayName: 'zahradnicentrum.cz – e-shop',
    parentId: '200100',
    timeZone: 'Europe/Prague',
    currency: 'CZK',
    connectionId: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11',
    connectionStatus: 'active',
    connectedBy: { displayName: 'Olga', email: 'olga@example.cz', googleEmail: 'demo@kampa.local' },
    dataFrom: '2025-01-01',
    dataTo: '2026-01-31',
    ...rest,
    sync: {
      state: 'idle',
      trigger: null,
      progress: null,
      chunksDone: 0,
      chunksTotal: 0,
      retryAt: null,
      lastSuccessAt: '2026-02-01T04:20:00.000Z',
      nextSyncAt: '2026-02-02T04:15:00.000Z',
      lastError: null,
      ...sync,
    },
  };
};

export const syncStatus = (status: Partial<TProjectSyncStatus> = {}): TProjectSyncStatus => ({
  analytics: null,
  ads: null,
  search_console: null,
  ...status,
});
