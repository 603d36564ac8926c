import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import { PageContainer } from '@/components/layout/page-container';
import {
  validateAdsSearch,
  validateAnalyticsSearch,
  validateOverviewSearch,
} from '@/features/dashboards/lib/search-validators';
import type { ProjectArea } from '@/features/project-areas/components/area-unavailable-page';
import { signedInRoute } from './signed-in';

const ProjectDashboardScreen = lazyRouteComponent(
  () => import('./project-dashboard-screen'),
  'ProjectDashboardScreen',
);
const AnalyticsDashboardPage = lazyRouteComponent(
  () => import('@/features/dashboards/components/analytics-dashboard-page'),
  'AnalyticsDashboardPage',
);
const AdsDashboardPage = lazyRouteComponent(
  () => import('@/features/dashboards/components/ads-dashboard-page'),
  'AdsDashboardPage',
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

/**
 * The three dashboards keep their view (range, comparison, the trend's metric) in typed search
 * params, so a copied link opens the same view; each choice is a new history entry.
 */
export const projectDashboardRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'dashboard',
  validateSearch: validateOverviewSearch,
  component: () => {
    const { projectId } = projectDashboardRoute.useParams();
    const search = projectDashboardRoute.useSearch();
    const navigate = projectDashboardRoute.useNavigate();
    return (
      <PageContainer>
        <ProjectDashboardScreen
          projectId={projectId}
          search={search}
          onSearchChange={(next) => void navigate({ search: next })}
        />
      </PageContainer>
    );
  },
});

export const analyticsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'analytics',
  validateSearch: validateAnalyticsSearch,
  component: () => {
    const { projectId } = analyticsRoute.useParams();
    const search = analyticsRoute.useSearch();
    const navigate = analyticsRoute.useNavigate();
    return (
      <AnalyticsDashboardPage
        projectId={projectId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

export const adsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'ads',
  validateSearch: validateAdsSearch,
  component: () => {
    const { projectId } = adsRoute.useParams();
    const search = adsRoute.useSearch();
    const navigate = adsRoute.useNavigate();
    return (
      <AdsDashboardPage
        projectId={projectId}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
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

export const analyticsConnectRoute = areaRoute('analytics/connect', 'analyticsConnect');
export const adsConnectRoute = areaRoute('ads/connect', 'adsConnect');
export const chatRoute = areaRoute('chat', 'chat');
export const eventsRoute = areaRoute('events', 'events');
export const monitoringRoute = areaRoute('monitoring', 'monitoring');
