import { ADS_METRICS } from '@kampa/contracts/ads/ads-metrics';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_METRICS,
} from '@kampa/contracts/analytics/analytics-metrics';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import type { TDashboardQuery } from '@kampa/contracts/dashboard/dashboard-query';
import {
  OVERVIEW_METRICS,
  OVERVIEW_SEARCH_METRICS,
  type TOverviewDashboard,
} from '@kampa/contracts/dashboard/get-overview-dashboard';
import { resolvePeriod, type TPeriod } from '@kampa/contracts/dashboard/period';
import type { TSearchDashboard } from '@kampa/contracts/search-console/get-search-dashboard';
import { SEARCH_METRICS } from '@kampa/contracts/search-console/search-metrics';
import {
  noSources,
  type TDataSource,
  type TProjectSyncStatus,
  type TSettlingDays,
} from '@kampa/contracts/sync/sync';
import { syncSettlingDays, type AppConfig, type SettlingConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../lib/identity';
import {
  adsCampaignTable,
  adsSeries,
  adsSummary,
  analyticsBreakdowns,
  analyticsSeries,
  analyticsSummary,
  EMPTY_BREAKDOWN,
  kpisOf,
  periodEvents,
  readBrandTerms,
  searchBrand,
  searchMovers,
  searchSeries,
  searchSummary,
  searchTable,
} from '../metrics';
import { requireProjectAccess } from '../access';
import { loadSourceStatuses } from '../sync';
import { freshReader } from '../../db/read-replica';
import { overviewSeries } from './overview-series';
import { viewKey, type ViewCache } from './view-cache';

export type DashboardDeps = {
  db: Database;
  /**
   * A streaming replica (`DATABASE_READ_URL`) for the views' numbers, used only once it holds
   * the data version the view is keyed by (`freshReader`); access, sources' state and the
   * timeline's events are always read on the primary, which a person's own write reaches at once.
   */
  readDb?: Database | null;
  /** The daily sync's schedule (next sync) and the sources' settling windows (not final days). */
  config: Pick<AppConfig, 'SYNC_DAILY_CRON'> & SettlingConfig;
  cache: ViewCache;
};

/**
 * The dashboards: each checks that the user may view the project (viewers may; non-members get
 * 404), reads its sources' state, resolves the range in the source's time zone and asks the
 * metrics query layer, all from the synced copy (never Google). A source that is not connected
 * gives an empty answer the screen can draw (`source: null`), not an error.
 */
/** A project the caller may already see: its id and time zone. */
export type DashboardProject = { id: string; timeZone: string };

/**
 * What a dashboard is asked for: a query, or one made from the day that is "today" in the time
 * zone the dashboard resolves its range in (a report's "last N days" end on that day).
 */
export type DashboardQueryOf = TDashboardQuery | ((today: IsoDate) => TDashboardQuery);

const openProject = async (
  deps: DashboardDeps,
  project: DashboardProject,
): Promise<{ projectId: string; timeZone: string; sources: TProjectSyncStatus }> => {
  const statuses = await loadSourceStatuses(deps.db, [project.id], deps.config.SYNC_DAILY_CRON);
  return {
    projectId: project.id,
    timeZone: project.timeZone,
    sources: statuses.get(project.id) ?? noSources(),
  };
};

const viewableProject = async (
  deps: DashboardDeps,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<DashboardProject> =>
  (await requireProjectAccess(deps.db, user, projectUid, 'view')).project;

const periodIn = (query: DashboardQueryOf, timeZone: string): TPeriod => {
  const today = todayIn(timeZone);
  return resolvePeriod(typeof query === 'function' ? query(today) : query, today, timeZone);
};

const connectedKinds = (sources: TProjectSyncStatus): TDataSource[] =>
  (['analytics', 'ads'] as const).filter((kind) => sources[kind] !== null);

/**
 * One source's dashboard, the same way for every source: the project opened (404/403 as for any
 * read), the period resolved in the source's time zone, the source's numbers from the view cache
 * and the period's events of the connected sources. Without the source: its empty shape.
 */
const sourceDashboard = async <K extends TDataSource, V extends object, E extends object>(
  deps: DashboardDeps,
  { project, query }: { project: DashboardProject; query: DashboardQueryOf },
  {
    kind,
    keyParts = [],
    eventKinds,
    empty,
    load,
  }: {
    kind: K;
    /** What besides the period and the data's version the view depends on (e.g. brand terms). */
    keyParts?: readonly string[];
    /** Whose events the chart marks: the sources connected, or the source's own only. */
    eventKinds: (sources: TProjectSyncStatus) => TDataSource[];
    /** The view's numbers while the source is not connected. */
    empty: E;
    /** The source's numbers for the period (cached under the sources' data version), from `db`. */
    load: (db: Database, projectId: string, period: TPeriod) => Promise<V>;
  },
) => {
  const { projectId, timeZone, sources } = await openProject(deps, project);
  const source = sources[kind];
  const period = periodIn(query, source?.timeZone ?? timeZone);
  if (!source) {
    return { period, source: null, currency: null, coverage: null, ...empty, events: [] };
  }
  const [data, events] = await Promise.all([
    deps.cache.get([viewKey(kind, projectId, period, sources), ...keyParts].join('|'), async () =>
      load(await freshReader(deps), projectId, period),
    ),
    periodEvents(deps.db, projectId, period, eventKinds(sources)),
  ]);
  return { period, source, currency: source.currency, ...data, events };
};

export const getAnalyticsDashboard = async (
  deps: DashboardDeps,
  user: AuthenticatedUser,
  projectUid: string,
  query: TDashboardQuery,
): Promise<TAnalyticsDashboard> =>
  getAnalyticsDashboardOf(deps, await viewableProject(deps, user, projectUid), query);

/** The same answer for a project whose access the caller has settled (a report's share link). */
export const getAnalyticsDashboardOf = async (
  deps: DashboardDeps,
  project: DashboardProject,
  query: DashboardQueryOf,
): Promise<TAnalyticsDashboard> =>
  sourceDashboard(
    deps,
    { project, query },
    {
      kind: 'analytics',
      eventKinds: connectedKinds,
      empty: {
        kpis: kpisOf(ANALYTICS_METRICS, null, null),
        usersAccuracy: { value: null, previous: null },
        series: { points: [], previous: null },
        breakdowns: Object.fromEntries(
          ANALYTICS_DIMENSIONS.map((dimension) => [dimension, EMPTY_BREAKDOWN]),
        ) as TAnalyticsDashboard['breakdowns'],
      },
      load: async (db, projectId, period) => {
        const [summary, series, breakdowns] = await Promise.all([
          analyticsSummary(db, projectId, period, syncSettlingDays(deps.config)),
          analyticsSeries(db, projectId, period),
          analyticsBreakdowns(db, projectId, period),
        ]);
        return {
          coverage: summary.coverage,
          kpis: summary.kpis,
          usersAccuracy: summary.usersAccuracy,
          series,
          breakdowns: breakdowns as TAnalyticsDashboard['breakdowns'],
        };
      },
    },
  );

export const getAdsDashboard = async (
  deps: DashboardDeps,
  user: AuthenticatedUser,
  projectUid: string,
  query: TDashboardQuery,
): Promise<TAdsDashboard> =>
  getAdsDashboardOf(deps, await viewableProject(deps, user, projectUid), query);

/** The same answer for a project whose access the caller has settled (a report's share link). */
export const getAdsDashboardOf = async (
  deps: DashboardDeps,
  project: DashboardProject,
  query: DashboardQueryOf,
): Promise<TAdsDashboard> =>
  sourceDashboard(
    deps,
    { project, query },
    {
      kind: 'ads',
      eventKinds: () => ['ads'],
      empty: {
        kpis: kpisOf(ADS_METRICS, null, null),
        series: { points: [], previous: null },
        campaigns: { rows: [], total: null },
      },
      load: async (db, projectId, period) => {
        const [summary, series, campaigns] = await Promise.all([
          adsSummary(db, projectId, period, syncSettlingDays(deps.config)),
          adsSeries(db, projectId, period),
          adsCampaignTable(db, projectId, period),
        ]);
        return { coverage: summary.coverage, kpis: summary.kpis, series, campaigns };
      },
    },
  );

/**
 * The search screen: Search Console's KPIs, trend, top queries and pages, from Google's day
 * totals synced (its own timeline events only: connection and syncs).
 */
export const getSearchDashboard = async (
  deps: DashboardDeps,
  user: AuthenticatedUser,
  projectUid: string,
  query: TDashboardQuery,
): Promise<TSearchDashboard> =>
  getSearchDashboardOf(deps, await viewableProject(deps, user, projectUid), query);

/** The same answer for a project whose access the caller has settled (a report's share link). */
export const getSearchDashboardOf = async (
  deps: DashboardDeps,
  project: DashboardProject,
  query: DashboardQueryOf,
): Promise<TSearchDashboard> => {
  // The brand split follows the terms the moment they change: they are part of the view's key.
  const terms = await readBrandTerms(deps.db, project.id);
  return sourceDashboard(
    deps,
    { project, query },
    {
      kind: 'search_console',
      keyParts: [JSON.stringify(terms)],
      eventKinds: () => ['search_console'],
      empty: {
        kpis: kpisOf(SEARCH_METRICS, null, null),
        series: { points: [], previous: null },
        queries: { rows: [], total: null },
        pages: { rows: [], total: null },
        brand: { terms, split: null, previous: null },
        movers: null,
      },
      load: async (db, projectId, period) => {
        const summary = await searchSummary(db, projectId, period, syncSettlingDays(deps.config));
        const { totals, coverage } = summary;
        const [series, queries, pages, brand, movers] = await Promise.all([
          searchSeries(db, projectId, period),
          searchTable(db, projectId, period, { dimension: 'query', totals }),
          searchTable(db, projectId, period, { dimension: 'page', totals }),
          searchBrand(db, projectId, period, { terms, totals }),
          searchMovers(db, projectId, period, coverage),
        ]);
        return { coverage, kpis: summary.kpis, series, queries, pages, brand, movers };
      },
    },
  );
};

/**
 * The overview: GA4's, Ads' and Search Console's headline numbers side by side, one trend and the
 * events of the connected sources. The range is resolved in the Analytics property's time zone
 * (the Ads account's without it, then the Search Console site's);
 * each source's numbers are for those calendar days in its own time zone, as Google reports them.
 */
export const getOverviewDashboard = async (
  deps: DashboardDeps,
  user: AuthenticatedUser,
  projectUid: string,
  query: TDashboardQuery,
): Promise<TOverviewDashboard> =>
  getOverviewDashboardOf(deps, await viewableProject(deps, user, projectUid), query);

/** The same answer for a project whose access the caller has settled (a report's share link). */
export const getOverviewDashboardOf = async (
  deps: DashboardDeps,
  project: DashboardProject,
  query: DashboardQueryOf,
): Promise<TOverviewDashboard> => {
  const { projectId, timeZone, sources } = await openProject(deps, project);
  const period = periodIn(
    query,
    sources.analytics?.timeZone ??
      sources.ads?.timeZone ??
      sources.search_console?.timeZone ??
      timeZone,
  );
  const [data, events] = await Promise.all([
    deps.cache.get(viewKey('overview', projectId, period, sources), async () =>
      overviewData(await freshReader(deps), {
        projectId,
        period,
        sources,
        settlingDays: syncSettlingDays(deps.config),
      }),
    ),
    periodEvents(deps.db, projectId, period, connectedKinds(sources)),
  ]);
  return {
    period,
    sources,
    currency: {
      analytics: sources.analytics?.currency ?? null,
      ads: sources.ads?.currency ?? null,
    },
    ...data,
    events,
  };
};

const overviewData = async (
  db: Database,
  {
    projectId,
    period,
    sources,
    settlingDays,
  }: {
    projectId: string;
    period: TPeriod;
    sources: TProjectSyncStatus;
    settlingDays: TSettlingDays;
  },
): Promise<Omit<TOverviewDashboard, 'period' | 'sources' | 'currency' | 'events'>> => {
  const [analytics, ads, search, series] = await Promise.all([
    sources.analytics ? analyticsSummary(db, projectId, period, settlingDays) : null,
    sources.ads ? adsSummary(db, projectId, period, settlingDays) : null,
    sources.search_console ? searchSummary(db, projectId, period, settlingDays) : null,
    overviewSeries(db, projectId, period, {
      analytics: sources.analytics !== null,
      ads: sources.ads !== null,
    }),
  ]);
  const empty = kpisOf(OVERVIEW_METRICS, null, null);
  const emptySearch = kpisOf(OVERVIEW_SEARCH_METRICS, null, null);
  return {
    coverage: {
      analytics: analytics?.coverage ?? null,
      ads: ads?.coverage ?? null,
      search_console: search?.coverage ?? null,
    },
    kpis: {
      sessions: analytics?.kpis.sessions ?? empty.sessions,
      totalUsers: analytics?.kpis.totalUsers ?? empty.totalUsers,
      keyEvents: analytics?.kpis.keyEvents ?? empty.keyEvents,
      totalRevenue: analytics?.kpis.totalRevenue ?? empty.totalRevenue,
      cost: ads?.kpis.cost ?? empty.cost,
      conversions: ads?.kpis.conversions ?? empty.conversions,
      conversionValue: ads?.kpis.conversionValue ?? empty.conversionValue,
      cpa: ads?.kpis.cpa ?? empty.cpa,
      roas: ads?.kpis.roas ?? empty.roas,
    },
    searchKpis: {
      clicks: search?.kpis.clicks ?? emptySearch.clicks,
      position: search?.kpis.position ?? emptySearch.position,
    },
    usersAccuracy: analytics?.usersAccuracy ?? { value: null, previous: null },
    series,
  };
};
