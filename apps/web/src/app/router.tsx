import { createRouter } from '@tanstack/react-router';
import { ErrorView } from '@/components/layout/error-view';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageSkeleton } from '@/components/ui/skeleton';
import {
  adsConnectRoute,
  searchRoute,
  searchConnectRoute,
  adsRoute,
  analyticsConnectRoute,
  analyticsRoute,
  chatRoute,
  eventsRoute,
  monitoringRoute,
  reportsRoute,
  projectDashboardRoute,
  projectIndexRoute,
  projectRoute,
  teamRoute,
} from './routes/project';
import { accountRoute } from './routes/account';
import { alertsRoute } from './routes/alerts';
import { inviteRoute, newProjectRoute, projectsRoute } from './routes/projects';
import { devMailRoute, indexRoute, privacyRoute, termsRoute } from './routes/public';
import { rootRoute } from './routes/root';
import { signedInRoute } from './routes/signed-in';
import { workspaceInviteRoute, workspaceRoute, workspacesRoute } from './routes/workspaces';

/** Public routes at the top; everything else under the signed-in layout route and its gates. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  termsRoute,
  privacyRoute,
  devMailRoute,
  signedInRoute.addChildren([
    projectsRoute,
    newProjectRoute,
    inviteRoute,
    workspacesRoute,
    workspaceRoute,
    workspaceInviteRoute,
    accountRoute,
    alertsRoute,
    projectRoute.addChildren([
      projectIndexRoute,
      projectDashboardRoute,
      analyticsRoute,
      analyticsConnectRoute,
      adsRoute,
      adsConnectRoute,
      searchRoute,
      searchConnectRoute,
      chatRoute,
      eventsRoute,
      monitoringRoute,
      reportsRoute,
      teamRoute,
    ]),
  ]),
]);

export const createAppRouter = (options?: {
  history?: Parameters<typeof createRouter>[0]['history'];
}) =>
  createRouter({
    routeTree,
    trailingSlash: 'never',
    defaultErrorComponent: ErrorView,
    defaultNotFoundComponent: NotFoundView,
    defaultPendingComponent: PageSkeleton,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...options,
  });

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
