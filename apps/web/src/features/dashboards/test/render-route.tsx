import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { dashboardSearchValidator, type DashboardSearch } from '@/lib/dashboard-search';

type TestSearch = DashboardSearch<'sessions' | 'totalRevenue'>;

/**
 * Renders a dashboard part on a route with the dashboards' typed search params, the way the app's
 * routes do: `ui` gets the URL's view and a setter that navigates. For unit tests only.
 */
export const renderOnDashboardRoute = (
  ui: (props: { search: TestSearch; onSearchChange: (search: TestSearch) => void }) => ReactNode,
  url = '/dashboard',
) => {
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    validateSearch: dashboardSearchValidator(['sessions', 'totalRevenue'] as const),
    component: () => {
      // This small router is not the app's registered one, so its routes are unknown to the types.
      const search: TestSearch = route.useSearch();
      const navigate = route.useNavigate();
      const onSearchChange = (next: TestSearch) => void navigate({ search: next as never });
      return <>{ui({ search, onSearchChange })}</>;
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([route]), history });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    router,
    history,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
};
