import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import {
  presetRange,
  shiftDays,
  type DateRange,
  type IsoDate,
} from '@kampa/contracts/common/date-range';
import type { TDashboardQuery } from '@kampa/contracts/dashboard/dashboard-query';
import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import type { TReportFields } from '@kampa/contracts/reports/report';
import type { TSearchDashboard } from '@kampa/contracts/search-console/get-search-dashboard';
import type { TTargets } from '@kampa/contracts/targets/target';
import {
  getAdsDashboardOf,
  getAnalyticsDashboardOf,
  getOverviewDashboardOf,
  getSearchDashboardOf,
  type DashboardDeps,
  type DashboardProject,
} from '../dashboards';
import { alertsOfPeriod, type PeriodAlert } from '../monitoring';
import { targetsOfMonth } from '../targets';

/**
 * The dashboards' query for a report's period on a day that is "today": the named ranges are the
 * dashboards' own presets; "last N days" end yesterday, as every "last" preset does.
 */
export const reportQueryOf =
  (fields: Pick<TReportFields, 'period' | 'comparison'>) =>
  (today: IsoDate): TDashboardQuery => {
    const compare = fields.comparison;
    switch (fields.period.kind) {
      case 'last_month':
        return { preset: 'last_month', compare };
      case 'last_week':
        return { preset: 'last_7_days', compare };
      case 'last_28_days':
        return { preset: 'last_28_days', compare };
      case 'rolling':
        return {
          from: shiftDays(today, -fields.period.days),
          to: shiftDays(today, -1),
          compare,
        };
    }
  };

/**
 * The days a report covers on a day that is "today" (what the dashboards' presets resolve to): the
 * key of its e-mail's period (an e-mail goes to a recipient once per period).
 */
export const reportPeriodOn = (period: TReportFields['period'], today: IsoDate): DateRange => {
  switch (period.kind) {
    case 'last_month':
      return presetRange('last_month', today);
    case 'last_week':
      return presetRange('last_7_days', today);
    case 'last_28_days':
      return presetRange('last_28_days', today);
    case 'rolling':
      return { from: shiftDays(today, -period.days), to: shiftDays(today, -1) };
  }
};

/** Everything a report's page shows: the dashboards' answers for its days, as of now. */
export type ReportData = {
  overview: TOverviewDashboard;
  analytics: TAnalyticsDashboard | null;
  ads: TAdsDashboard | null;
  /** Search Console's answer for the same days, when the report has the section. */
  search: TSearchDashboard | null;
  alerts: PeriodAlert[];
  /**
   * The targets of the month the period ends in, as the overview's card shows them now (the month's
   * days gone by; all of them once it is over), when the report has the section.
   */
  targets: TTargets | null;
};

/**
 * Asks the dashboards (the same services, the same cached views) for the report's days: the
 * overview resolves the period, and the Analytics and Ads answers are asked for exactly its days,
 * so every section shows the same range.
 */
export const loadReportData = async (
  deps: DashboardDeps,
  project: DashboardProject,
  fields: Pick<TReportFields, 'period' | 'comparison' | 'sections'>,
  /** Exactly these days (an e-mail's period); unset, the period as of now. */
  range?: DateRange,
): Promise<ReportData> => {
  const overview = await getOverviewDashboardOf(
    deps,
    project,
    range ? () => ({ ...range, compare: fields.comparison }) : reportQueryOf(fields),
  );
  const days: TDashboardQuery = {
    from: overview.period.range.from,
    to: overview.period.range.to,
    compare: fields.comparison,
  };
  const has = (section: TReportFields['sections'][number]) => fields.sections.includes(section);
  // The summary's facts read the channels, campaigns, alerts and targets too.
  const summary = has('summary');
  const [analytics, ads, search, alerts, targets] = await Promise.all([
    (has('channels') || has('landingPages') || summary) && overview.sources.analytics
      ? getAnalyticsDashboardOf(deps, project, days)
      : null,
    (has('campaigns') || summary) && overview.sources.ads
      ? getAdsDashboardOf(deps, project, days)
      : null,
    // Not connected, it answers `source: null`, and the section says so.
    has('search') ? getSearchDashboardOf(deps, project, days) : null,
    // Always: the e-mail's summary counts them whatever sections the page shows.
    alertsOfPeriod(deps.db, { projectId: project.id, range: overview.period.range }),
    has('targets') || summary
      ? targetsOfMonth(deps, project, overview.period.range.to.slice(0, 7))
      : null,
  ]);
  return { overview, analytics, ads, search, alerts, targets };
};
