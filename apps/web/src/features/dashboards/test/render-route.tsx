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
import { TooltipProvider } from '@/components/ui/tooltip';
import {
  dashboardSearchValidator,
  type DashboardSearch,
} from '@/features/dashboards/lib/dashboard-search';

/**
 * Renders a dashboard part on a route with the dashboards' typed search params, the way the app's
 * routes do: `ui` gets the URL's view and a setter that navigates. For unit tests only.
 */
export const renderOnDashboardRoute = (
  ui: (props: {
    search: DashboardSearch<'sessions' | 'totalRevenue'>;
    onSearchChange: (search: DashboardSearch<'sessions' | 'totalRevenue'>) => void;
  }) => ReactNode,
  url = '/dashboard',
) => {
  window.scrollTo = () => undefined;
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: '/dashboard',
    validateSearch: dashboardSearchValidator(['sessions', 'totalRevenue'] as const),
    component: () => {
      const search = route.useSearch();
      const navigate = route.useNavigate();
      return <>{ui({ search, onSearchChange: (next) => void navigate({ search: next }) })}</>;
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
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </QueryClientProvider>,
    ),
  };
};
