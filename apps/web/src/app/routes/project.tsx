import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { PageContainer } from '@/components/layout/page-container';
import type { ProjectArea } from '@/features/project-areas/components/area-unavailable-page';
import { signedInRoute } from './signed-in';

const ProjectDashboardPage = lazyRouteComponent(
  () => import('@/features/projects/components/project-dashboard-page'),
  'ProjectDashboardPage',
);

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
    return (
      <PageContainer>
        <ProjectDashboardPage projectId={projectId} />
      </PageContainer>
    );
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
export const analyticsConnectRoute = areaRoute('analytics/connect', 'analyticsConnect');
export const adsRoute = areaRoute('ads', 'ads');
export const chatRoute = areaRoute('chat', 'chat');
export const eventsRoute = areaRoute('events', 'events');
export const monitoringRoute = areaRoute('monitoring', 'monitoring');
