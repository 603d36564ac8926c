import { noSources } from '@kampa/contracts/sync/sync';
import { todayIn } from '@kampa/contracts/common/date-range';
import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TCoverage, TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TAlert } from '@kampa/contracts/monitoring/alert';
import type { TProjectEvent } from '@kampa/contracts/events/event';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import type { AuthenticatedUser } from '../../lib/identity';
import { getAdsDashboard, getAnalyticsDashboard, type DashboardDeps } from '../dashboards';
import { listEvents } from '../events';
import { listAlerts } from '../monitoring';
import { requireProjectAccess } from '../access';
import { loadSourceStatuses } from '../sync';
import { toDashboardQuery } from './ranges';
import { ADS_METRICS } from '@kampa/contracts/ads/ads-metrics';
import { matchCampaigns } from './campaign-match';
import {
  ADS_NOT_CONNECTED,
  ANALYTICS_NOT_CONNECTED,
  CAMPAIGNS_NAMED,
  NO_CAMPAIGN_NAMED,
  comparePartial,
  PARTIAL_DAY,
} from './result-notes';
import {
  isAdsMetric,
  type AlertsArgs,
  type CampaignsArgs,
  type EventsArgs,
  type MetricsArgs,
  type TopValuesArgs,
} from './tool-args';

/**
 * The chat's tools: typed functions over the synced data that ask the same services the
 * dashboards and the timeline answer from, as the asking user (the project and the user are fixed
 * here by the server; no argument can name another project). Each returns what its data card shows.
 */
export type ToolContext = { deps: DashboardDeps; user: AuthenticatedUser; projectUid: string };

type Sources = { analyticsZone: string | null; adsZone: string | null; projectZone: string };

/** The project (access checked) and the state of its sources, as the dashboards read them. */
export const projectAndStatus = async (context: ToolContext) => {
  const { project } = await requireProjectAccess(
    context.deps.db,
    context.user,
    context.projectUid,
    'view',
  );
  const statuses = await loadSourceStatuses(
    context.deps.db,
    [project.id],
    context.deps.config.SYNC_DAILY_CRON,
  );
  return { project, status: statuses.get(project.id) ?? noSources() };
};

const sourcesOf = async (context: ToolContext): Promise<Sources> => {
  const { project, status } = await projectAndStatus(context);
  return {
    analyticsZone: status.analytics?.timeZone ?? null,
    adsZone: status.ads?.timeZone ?? null,
    projectZone: project.timeZone,
  };
};

const rangeOf = (period: TPeriod) => ({
  range: period.range,
  compareRange: period.compareRange,
  comparison: period.comparison,
});

/** A note when the compared days are only partly stored (the KPIs then carry no change). */
export const partialComparison = (source: string, coverage: TCoverage | null | undefined) =>
  coverage?.compareDays != null &&
  coverage.compareDaysWithData != null &&
  coverage.compareDaysWithData < coverage.compareDays
    ? comparePartial(source, coverage.compareDaysWithData, coverage.compareDays)
    : null;

const kpiCells = (kpi: TKpi) => ({ value: kpi.value, previous: kpi.previous, change: kpi.change });

export const readMetrics = async (
  context: ToolContext,
  args: MetricsArgs,
): Promise<TChatToolResult> => {
  const sources = await sourcesOf(context);
  const wantsAnalytics = args.metrics.some((metric) => !isAdsMetric(metric));
  const wantsAds = args.metrics.some(isAdsMetric);
  const zone =
    (wantsAnalytics ? sources.analyticsZone : null) ?? sources.adsZone ?? sources.projectZone;
  const today = todayIn(zone);
  const query = toDashboardQuery(args, today);
  const [analytics, ads] = await Promise.all([
    wantsAnalytics
      ? getAnalyticsDashboard(context.deps, context.user, context.projectUid, query)
      : null,
    wantsAds ? getAdsDashboard(context.deps, context.user, context.projectUid, query) : null,
  ]);
  const period = (analytics ?? ads)?.period;
  if (!period) throw new Error('no metric asked');
  const rows = args.metrics.map((metric) => {
    if (ads && isAdsMetric(metric)) {
      return { label: metric, cells: kpiCells(ads.kpis[metric as keyof TAdsDashboard['kpis']]) };
    }
    if (!analytics) throw new Error(`unknown metric ${metric}`);
    const kpi = analytics.kpis[metric as keyof TAnalyticsDashboard['kpis']];
    const accuracy =
      metric === 'totalUsers' || metric === 'newUsers' ? analytics.usersAccuracy.value : null;
    return { label: metric, cells: { ...kpiCells(kpi), ...(accuracy ? { accuracy } : {}) } };
  });
  const notes = [
    analytics && !analytics.source ? ANALYTICS_NOT_CONNECTED : null,
    ads && !ads.source ? ADS_NOT_CONNECTED : null,
    // A range of today alone (this week on a Monday, this month on the 1st) is a day not over.
    period.range.to >= today ? PARTIAL_DAY : null,
    partialComparison('Google Analytics', analytics?.coverage),
    partialComparison('Google Ads', ads?.coverage),
  ].filter(Boolean);
  return {
    view: wantsAnalytics && wantsAds ? 'overview' : wantsAds ? 'ads' : 'analytics',
    ...rangeOf(period),
    currency: (wantsAds ? ads?.currency : analytics?.currency) ?? null,
    columns: ['value', 'previous', 'change'],
    rows,
    note: notes.length > 0 ? notes.join('; ') : null,
  };
};

export const readTopValues = async (
  context: ToolContext,
  args: TopValuesArgs,
): Promise<TChatToolResult> => {
  const sources = await sourcesOf(context);
  const query = toDashboardQuery(args, todayIn(sources.analyticsZone ?? sources.projectZone));
  const dashboard = await getAnalyticsDashboard(
    context.deps,
    context.user,
    context.projectUid,
    query,
  );
  const breakdown = dashboard.breakdowns[args.dimension];
  const valueOf = (values: { [key: string]: number | null } | null | undefined) =>
    values?.[args.metric] ?? null;
  const rows = [...breakdown.rows]
    .sort((a, b) => (valueOf(b.values) ?? -Infinity) - (valueOf(a.values) ?? -Infinity))
    .slice(0, args.limit)
    .map((row) => ({
      label: row.value,
      cells: { [args.metric]: valueOf(row.values), previous: valueOf(row.previous) },
    }));
  if (breakdown.total) {
    rows.push({
      label: 'total',
      cells: {
        [args.metric]: valueOf(breakdown.total.values),
        previous: valueOf(breakdown.total.previous),
      },
    });
  }
  return {
    view: 'analytics',
    ...rangeOf(dashboard.period),
    currency: dashboard.currency,
    columns: [args.metric, 'previous'],
    rows,
    note: dashboard.source ? null : ANALYTICS_NOT_CONNECTED,
  };
};

/**
 * The campaign a question names (see `matchCampaigns`), with every metric's value and its value
 * over the compared days (`previous_<metric>`). None matching, or several: the note says so and
 * names the campaigns with data in the range, so the answer never stands in another campaign.
 */
const namedCampaign = (
  dashboard: TAdsDashboard,
  typed: string,
  sortBy: CampaignsArgs['sortBy'],
  today: string,
): TChatToolResult => {
  const matches = matchCampaigns(dashboard.campaigns.rows, typed);
  const rows = matches.map((row) => ({
    label: row.name,
    cells: {
      ...row.values,
      ...Object.fromEntries(
        ADS_METRICS.map((metric) => [`previous_${metric}`, row.previous?.[metric] ?? null]),
      ),
      status: row.status,
    },
  }));
  const names = dashboard.campaigns.rows.map((row) => row.name).join(', ');
  const notes = [
    !dashboard.source
      ? ADS_NOT_CONNECTED
      : matches.length === 0
        ? `${NO_CAMPAIGN_NAMED} "${typed}", campaigns with data: ${names || 'none'}`
        : matches.length > 1
          ? `${CAMPAIGNS_NAMED} "${typed}"`
          : null,
    dashboard.period.range.to >= today ? PARTIAL_DAY : null,
    partialComparison('Google Ads', dashboard.coverage),
  ].filter(Boolean);
  return {
    view: 'ads',
    ...rangeOf(dashboard.period),
    currency: dashboard.currency,
    columns: [sortBy, ...ADS_METRICS.filter((metric) => metric !== sortBy), 'status'],
    rows,
    note: notes.length > 0 ? notes.join('; ') : null,
  };
};

export const readCampaigns = async (
  context: ToolContext,
  args: CampaignsArgs,
): Promise<TChatToolResult> => {
  const sources = await sourcesOf(context);
  const today = todayIn(sources.adsZone ?? sources.projectZone);
  const query = toDashboardQuery(args, today);
  const dashboard = await getAdsDashboard(context.deps, context.user, context.projectUid, query);
  if (args.campaign !== undefined) {
    return namedCampaign(dashboard, args.campaign, args.sortBy, today);
  }
  const direction = args.order === 'asc' ? 1 : -1;
  const rows = dashboard.campaigns.rows
    .filter((row) => row.values[args.sortBy] !== null)
    .sort((a, b) => direction * ((a.values[args.sortBy] ?? 0) - (b.values[args.sortBy] ?? 0)))
    .slice(0, args.limit)
    .map((row) => ({
      label: row.name,
      cells: {
        [args.sortBy]: row.values[args.sortBy],
        previous: row.previous?.[args.sortBy] ?? null,
        cost: row.values.cost,
        conversions: row.values.conversions,
        status: row.status,
      },
    }));
  return {
    view: 'ads',
    ...rangeOf(dashboard.period),
    currency: dashboard.currency,
    columns: [args.sortBy, 'previous', 'cost', 'conversions', 'status'],
    rows,
    note: dashboard.source
      ? rows.length === 0
        ? 'no campaign has data in the range'
        : null
      : ADS_NOT_CONNECTED,
  };
};

/** An event's subject and its change (`["Search – Brand", "paused"]`), or nulls for a note. */
const subjectAndChange = (event: TProjectEvent): [string, string] | [null, null] =>
  event.kind === 'campaign_change'
    ? [event.campaignName ?? event.campaignId ?? 'campaign', event.change]
    : event.kind === 'connection'
      ? [event.source, event.change]
      : event.kind === 'sync'
        ? [`${event.source} sync`, event.status]
        : event.kind === 'alert'
          ? [event.title, event.change]
          : [null, null];

export const readEvents = async (
  context: ToolContext,
  args: EventsArgs,
): Promise<TChatToolResult> => {
  const sources = await sourcesOf(context);
  const query = toDashboardQuery({ ...args, compare: 'none' }, todayIn(sources.projectZone));
  const range = { from: query.from ?? '', to: query.to ?? '' };
  const page = await listEvents(context.deps.db, context.user, context.projectUid, {
    from: range.from,
    to: range.to,
    page: 1,
    pageSize: 50,
  });
  // What changed and to what, kept apart too (not columns), so an answer can say it in its language.
  const rows = page.events.map((event) => {
    const [subject, change] = subjectAndChange(event);
    const label =
      event.kind === 'annotation' ? event.title : subject ? `${subject}: ${change}` : event.kind;
    return {
      label,
      cells: { date: event.date, kind: event.kind, ...(subject ? { subject, change } : {}) },
    };
  });
  return {
    view: 'events',
    range,
    compareRange: null,
    comparison: null,
    currency: null,
    columns: ['date', 'kind'],
    rows,
    note: page.total > rows.length ? `the newest ${rows.length} of ${page.total}` : null,
  };
};

const causeText = (cause: TAlert['likelyCauses'][number] | undefined): string | null =>
  !cause ? null : cause.kind === 'event' ? cause.title : `${cause.dimension} ${cause.value}`;

const causeParts = (
  cause: TAlert['likelyCauses'][number] | undefined,
): {
  causeSubject?: string;
  causeChange?: string;
  causeDimension?: string;
  causeValue?: string;
} => {
  if (cause?.kind === 'breakdown')
    return { causeDimension: cause.dimension, causeValue: cause.value };
  if (cause?.kind !== 'event') return {};
  const [subject, change] = subjectAndChange(cause.event);
  return subject ? { causeSubject: subject, causeChange: change } : {};
};

/**
 * The project's alerts as the monitoring page lists them (the same service): rule, breach day,
 * value against its baseline, state and the likeliest cause.
 */
export const readAlerts = async (
  context: ToolContext,
  args: AlertsArgs,
): Promise<TChatToolResult> => {
  const list = await listAlerts(context.deps.db, context.user, context.projectUid, {
    state: args.state,
  });
  const rows = list.alerts.map((alert) => ({
    label: alert.ruleName,
    cells: {
      date: alert.date,
      status: alert.status,
      value: alert.value,
      baseline: alert.baseline,
      cause: causeText(alert.likelyCauses[0]),
      // The cause's event kept apart too, so an answer says it in its language.
      ...causeParts(alert.likelyCauses[0]),
      // Not a column: it tells the data card how to read value and baseline.
      metric: alert.target.metric,
    },
  }));
  return {
    view: 'monitoring',
    range: null,
    compareRange: null,
    comparison: null,
    currency: null,
    columns: ['date', 'status', 'value', 'baseline', 'cause'],
    rows,
    note: `open: ${list.openCount}`,
  };
};

export const readSetup = async (context: ToolContext): Promise<TChatToolResult> => {
  const { project, status } = await projectAndStatus(context);
  const rows = (['analytics', 'ads'] as const).map((kind) => {
    const source = status[kind];
    return {
      label: kind,
      cells: source
        ? {
            name: source.displayName,
            dataFrom: source.dataFrom,
            dataTo: source.dataTo,
            lastSuccessAt: source.sync.lastSuccessAt,
            state: source.sync.state,
          }
        : { name: null, dataFrom: null, dataTo: null, lastSuccessAt: null, state: 'not_connected' },
    };
  });
  return {
    view: 'project',
    range: null,
    compareRange: null,
    comparison: null,
    currency: null,
    columns: ['name', 'dataFrom', 'dataTo', 'lastSuccessAt', 'state'],
    rows,
    note: project.name,
  };
};
