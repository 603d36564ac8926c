import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/ui/toaster';

const DashboardStandIn = () => (
  <p data-testid="dashboard-route">{useParams({ strict: false }).projectId}</p>
);

/**
 * Renders `ui` at `path` inside a small router (with the routes the projects pages link to) and a
 * fresh query client. For unit tests only.
 */
export const renderWithRouter = (ui: ReactNode, path = '/projects/new') => {
  // jsdom has no scrolling; the router scrolls to the top on navigation.
  window.scrollTo = () => undefined;
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <AppToaster />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path, component: () => <>{ui}</> });
  const dashboard = createRoute({
    getParentRoute: () => root,
    path: '/project/$projectId/dashboard',
    component: DashboardStandIn,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, dashboard]),
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
