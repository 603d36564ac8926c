import { lazy, Suspense } from 'react';
import { createRoute, lazyRouteComponent, Outlet, redirect } from '@tanstack/react-router';
import {
  validateAdsSearch,
  validateAnalyticsSearch,
  validateOverviewSearch,
  validateSearchConsoleSearch,
} from '@/features/dashboards/lib/search-validators';
import type * as DashboardScreenModule from '@/app/screens/dashboard-screen';
import type * as AnalyticsScreenModule from '@/app/screens/analytics-screen';
import type * as AdsScreenModule from '@/app/screens/ads-screen';
import type * as SearchScreens from '@/app/screens/search-screens';
import type * as ProjectScreens from '@/app/screens/project-screens';
import type * as EventsScreens from '@/app/screens/events-screens';
import type * as ChatScreens from '@/app/screens/chat-screens';
import type * as ReportsScreens from '@/app/screens/reports-screens';
import { validateEventsSearch } from '@/features/events/lib/events-search';
import { signedInRoute } from './signed-in';

// Loaded with the project's screens, not in the first chunk: it reads the project through its
// contract, and zod must not build a schema before `configureZod` has run (the CSP refuses eval).
const ProjectDocumentTitle = lazy(() =>
  import('@/features/projects/components/project-document-title').then((module) => ({
    default: module.ProjectDocumentTitle,
  })),
);

const screen = <TName extends keyof typeof ProjectScreens>(name: TName) =>
  lazyRouteComponent(() => import('@/app/screens/project-screens'), name);

// Screens composed of several features (the checklist with "Sync now" and the overview, the
// dashboards with the way to connect, the connect flows). Each dashboard screen is a chunk of its
// own, so a route loads only its own screen's code.
const DashboardScreen = lazyRouteComponent(
  () => import('@/app/screens/dashboard-screen'),
  'DashboardScreen' satisfies keyof typeof DashboardScreenModule,
);
const AnalyticsScreen = lazyRouteComponent(
  () => import('@/app/screens/analytics-screen'),
  'AnalyticsScreen' satisfies keyof typeof AnalyticsScreenModule,
);
const AdsScreen = lazyRouteComponent(
  () => import('@/app/screens/ads-screen'),
  'AdsScreen' satisfies keyof typeof AdsScreenModule,
);
const SearchScreen = lazyRouteComponent(
  () => import('@/app/screens/search-screens'),
  'SearchScreen' satisfies keyof typeof SearchScreens,
);
const eventsScreen = <TName extends keyof typeof EventsScreens>(name: TName) =>
  lazyRouteComponent(() => import('@/app/screens/events-screens'), name);
const EventsScreen = eventsScreen('EventsScreen');
const MonitoringScreen = eventsScreen('MonitoringScreen');
const SourceConnectScreen = screen('SourceConnectScreen');
const TeamScreen = screen('TeamScreen');

/** `/project/{projectUid}/…`: the shell adds the project sidebar around these. */
export const projectRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'project/$projectId',
  component: () => (
    <>
      <Suspense fallback={null}>
        <ProjectDocumentTitle projectUid={projectRoute.useParams().projectId} />
      </Suspense>
      <Outlet />
    </>
  ),
});

export const projectIndexRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/project/$projectId/dashboard', params, replace: true });
  },
});

/** The dashboards keep their range and view in the URL, so a link shows the same numbers. */
export const projectDashboardRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'dashboard',
  validateSearch: validateOverviewSearch,
  component: () => {
    const { projectId: projectUid } = projectDashboardRoute.useParams();
    const search = projectDashboardRoute.useSearch();
    const navigate = projectDashboardRoute.useNavigate();
    return (
      <DashboardScreen
        projectUid={projectUid}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

export const analyticsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'analytics',
  validateSearch: validateAnalyticsSearch,
  component: () => {
    const { projectId: projectUid } = analyticsRoute.useParams();
    const search = analyticsRoute.useSearch();
    const navigate = analyticsRoute.useNavigate();
    return (
      <AnalyticsScreen
        projectUid={projectUid}
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
    const { projectId: projectUid } = adsRoute.useParams();
    const search = adsRoute.useSearch();
    const navigate = adsRoute.useNavigate();
    return (
      <AdsScreen
        projectUid={projectUid}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

export const analyticsConnectRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'analytics/connect',
  component: () => (
    <SourceConnectScreen projectUid={projectRoute.useParams().projectId} kind="analytics" />
  ),
});
export const adsConnectRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'ads/connect',
  component: () => (
    <SourceConnectScreen projectUid={projectRoute.useParams().projectId} kind="ads" />
  ),
});

/** Search Console: clicks, impressions, CTR and position, with the same range params. */
export const searchRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'search',
  validateSearch: validateSearchConsoleSearch,
  component: () => {
    const { projectId: projectUid } = searchRoute.useParams();
    const search = searchRoute.useSearch();
    const navigate = searchRoute.useNavigate();
    return (
      <SearchScreen
        projectUid={projectUid}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

export const searchConnectRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'search/connect',
  component: () => (
    <SourceConnectScreen projectUid={projectRoute.useParams().projectId} kind="search_console" />
  ),
});

/** Members, roles and invitations of the project. */
export const teamRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'team',
  component: () => {
    const { projectId: projectUid } = projectRoute.useParams();
    const navigate = teamRoute.useNavigate();
    return <TeamScreen projectUid={projectUid} onLeft={() => void navigate({ to: '/projects' })} />;
  },
});

const ChatScreen = lazyRouteComponent(
  () => import('@/app/screens/chat-screens'),
  'ChatScreen' satisfies keyof typeof ChatScreens,
);

/** The open thread is in the URL (`?thread=`), so a thread can be linked and reopened. */
export const chatRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'chat',
  validateSearch: (raw: Record<string, unknown>): { thread?: string } =>
    typeof raw.thread === 'string' && /^[A-Za-z0-9_-]{21}$/.test(raw.thread)
      ? { thread: raw.thread }
      : {},
  component: () => {
    const { projectId: projectUid } = chatRoute.useParams();
    const { thread } = chatRoute.useSearch();
    const navigate = chatRoute.useNavigate();
    return (
      <ChatScreen
        projectUid={projectUid}
        threadUid={thread}
        onThreadChange={(next) => void navigate({ search: next ? { thread: next } : {} })}
      />
    );
  },
});

/** The timeline keeps its filters (kind, days, page) in the URL. */
export const eventsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'events',
  validateSearch: validateEventsSearch,
  component: () => {
    const { projectId: projectUid } = eventsRoute.useParams();
    const search = eventsRoute.useSearch();
    const navigate = eventsRoute.useNavigate();
    return (
      <EventsScreen
        projectUid={projectUid}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});

export const monitoringRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'monitoring',
  component: () => <MonitoringScreen projectUid={projectRoute.useParams().projectId} />,
});

const ReportsScreen = lazyRouteComponent(
  () => import('@/app/screens/reports-screens'),
  'ReportsScreen' satisfies keyof typeof ReportsScreens,
);

/** The client reports of the project and their share links. */
export const reportsRoute = createRoute({
  getParentRoute: () => projectRoute,
  path: 'reports',
  component: () => <ReportsScreen projectUid={projectRoute.useParams().projectId} />,
});
