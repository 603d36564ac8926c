import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import type { ProjectArea } from '@/features/project-areas/components/area-unavailable-page';
import type * as ProjectScreens from '@/app/screens/project-screens';
import { signedInRoute } from './signed-in';

const screen = <TName extends keyof typeof ProjectScreens>(name: TName) =>
  lazyRouteComponent(() => import('@/app/screens/project-screens'), name);

// Screens composed of several features (the checklist with "Sync now", the connect flows).
const DashboardScreen = screen('DashboardScreen');
const AnalyticsConnectScreen = screen('AnalyticsConnectScreen');
const AdsConnectScreen = screen('AdsConnectScreen');
const AdsScreen = screen('AdsScreen');

/** `/project/{projectId}/…`: the shell adds the project sidebar around these. */
export const projectRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'project/$projectId',
  component: Outlet,
});

export const projectIndexRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/project/$projectId/dashboard', params, replace: true });
  },
});

export const projectDashboardRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'dashboard',
  component: () => {
    const { projectId } = projectDashboardRoute.useParams();
    return <DashboardScreen projectId={projectId} />;
  },
});

const AreaPage = lazyRouteComponent(
  () => import('@/features/project-areas/components/area-unavailable-page'),
  'AreaUnavailablePage',
);

const areaRoute = <TPath extends string>(path: TPath, area: ProjectArea) =>
  createRoute({
    getParentRoute: () => projectRoute,
    path,
    component: () => {
      const { projectId } = projectRoute.useParams();
      return <AreaPage area={area} projectId={projectId} />;
    },
  });

export const analyticsRoute = areaRoute('analytics', 'analytics');
export const analyticsConnectRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'analytics/connect',
  component: () => <AnalyticsConnectScreen projectId={projectRoute.useParams().projectId} />,
});
export const adsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'ads',
  component: () => <AdsScreen projectId={projectRoute.useParams().projectId} />,
});
export const adsConnectRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'ads/connect',
  component: () => <AdsConnectScreen projectId={projectRoute.useParams().projectId} />,
});
export const chatRoute = areaRoute('chat', 'chat');
export const eventsRoute = areaRoute('events', 'events');
export const monitoringRoute = areaRoute('monitoring', 'monitoring');
