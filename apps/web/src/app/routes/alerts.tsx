import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateInboxSearch } from '@/features/monitoring/lib/inbox-search';
import { signedInRoute } from './signed-in';

const AlertsScreen = lazyRouteComponent(
  () => import('@/app/screens/alerts-screen'),
  'AlertsScreen',
);

/** `/alerts` (from `/projects` and its cards' alert counts): every project's alerts in one inbox. */
export const alertsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'alerts',
  // The filters and the grouping are the URL: a link names them, Back returns to them.
  validateSearch: validateInboxSearch,
  component: () => {
    const search = alertsRoute.useSearch();
    const navigate = alertsRoute.useNavigate();
    return (
      <AlertsScreen
        search={search}
        onSearchChange={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
