import { shiftDays, todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import type { TPortfolioTargets } from '@kampa/contracts/portfolio/get-portfolio';
import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import type { TSetTargetsBody, TTargets } from '@kampa/contracts/targets/target';
import {
  TARGET_METRICS,
  TARGET_SOURCES,
  type TTargetMetric,
} from '@kampa/contracts/targets/target-metrics';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { getOverviewDashboardOf, type DashboardDeps, type DashboardProject } from '../dashboards';
import { totalsOfProjects, type RangeTotals } from '../metrics';
import { firstDayOf, monthDaysOn, progressOf, type MonthDays } from './progress';
import * as repository from './repository';

type MonthParams = { projectUid: string; month: string };

/** The currency a metric's number is in: revenue the property's, CPA the Ads account's. */
const currencyOf = (metric: TTargetMetric, overview: TOverviewDashboard): string | null =>
  metric === 'totalRevenue'
    ? overview.currency.analytics
    : metric === 'cpa'
      ? overview.currency.ads
      : null;

/**
 * A month's targets against the overview's own numbers for the month's days gone by: the
 * overview is asked for exactly those days (its time zone's "today" decides which they are), so a
 * target's number equals what the overview shows for the same days.
 */
export const targetsOfMonth = async (
  deps: DashboardDeps,
  project: DashboardProject,
  month: string,
): Promise<TTargets> => {
  const rows = await repository.listTargets(deps.db, project.id, firstDayOf(month));
  const seen: { month?: MonthDays } = {};
  const overview = await getOverviewDashboardOf(deps, project, (today: IsoDate) => {
    seen.month = monthDaysOn(month, today);
    // With no day of the month over yet, yesterday is asked (and its numbers not used).
    const days = seen.month.days ?? { from: shiftDays(today, -1), to: shiftDays(today, -1) };
    return { ...days, compare: 'none' };
  });
  const monthDays = seen.month ?? monthDaysOn(month, overview.period.range.to);
  const order = (metric: TTargetMetric) => TARGET_METRICS.indexOf(metric);
  const targets = [...rows]
    .sort((a, b) => order(a.metric) - order(b.metric))
    .map((row) => {
      const coverage = monthDays.days ? overview.coverage[TARGET_SOURCES[row.metric]] : null;
      const daysWithData = coverage?.daysWithData ?? 0;
      // A source holding none of the days has no number (not a zero).
      const actual = daysWithData > 0 ? overview.kpis[row.metric].value : null;
      return {
        metric: row.metric,
        value: row.value,
        actual,
        ...progressOf(row, actual, monthDays),
        currency: currencyOf(row.metric, overview),
        daysWithData,
        unsettledFrom: coverage?.unsettledFrom ?? null,
      };
    });
  return {
    month,
    days: monthDays.days,
    daysElapsed: monthDays.daysElapsed,
    daysTotal: monthDays.daysTotal,
    isMonthOver: monthDays.isMonthOver,
    currency: overview.currency,
    targets,
  };
};

/** A metric's number over the counted days; a source holding none of them has none (not a zero). */
const actualOf = (metric: TTargetMetric, totals: RangeTotals | undefined): number | null => {
  switch (metric) {
    case 'sessions':
    case 'keyEvents':
    case 'totalRevenue': {
      const analytics = totals?.analytics;
      return analytics && analytics.days > 0 ? analytics.values[metric] : null;
    }
    default: {
      const ads = totals?.ads;
      return ads && ads.days > 0 ? ads.values[metric] : null;
    }
  }
};

/** What the portfolio needs of a project to judge its targets. */
export type TargetsProjectInput = {
  projectId: string;
  /** The overview's time zone: the Analytics property's, else the Ads account's, else the project's. */
  timeZone: string;
  analytics: boolean;
  ads: boolean;
};

/**
 * Each project's targets for its current month counted by status, judged exactly as
 * `targetsOfMonth` judges them (the same days, the overview's sums and derived metrics), in three
 * statements whatever the number of projects. A project without targets that month is absent.
 */
export const targetsOfProjects = async (
  db: Database,
  inputs: readonly TargetsProjectInput[],
  now: Date,
): Promise<Map<string, TPortfolioTargets>> => {
  const planned = inputs.map((input) => {
    const today = todayIn(input.timeZone, now);
    const month = today.slice(0, 7);
    return { input, month, monthDays: monthDaysOn(month, today) };
  });
  const rows = await repository.listTargetsOfProjects(
    db,
    planned.map(({ input, month }) => ({ projectId: input.projectId, month: firstDayOf(month) })),
  );
  const counted = planned.filter(({ input }) => rows.has(input.projectId));
  const totals = await totalsOfProjects(
    db,
    counted.flatMap(({ input, monthDays }) =>
      monthDays.days ? [{ ...input, range: monthDays.days }] : [],
    ),
  );
  const summaries = new Map<string, TPortfolioTargets>();
  for (const { input, month, monthDays } of counted) {
    const found = totals.get(input.projectId);
    const summary: TPortfolioTargets = {
      month,
      total: 0,
      onTrack: 0,
      behind: 0,
      noData: 0,
    };
    for (const row of rows.get(input.projectId) ?? []) {
      const { status } = progressOf(row, actualOf(row.metric, found), monthDays);
      summary.total += 1;
      if (status === 'on_track') summary.onTrack += 1;
      else if (status === 'behind') summary.behind += 1;
      else summary.noData += 1;
    }
    summaries.set(input.projectId, summary);
  }
  return summaries;
};

/** Members read a month's targets and how it goes; non-members get 404. */
export const getTargets = async (
  deps: DashboardDeps,
  user: AuthenticatedUser,
  params: MonthParams,
): Promise<TTargets> => {
  const { project } = await requireProjectAccess(deps.db, user, params.projectUid, 'view');
  return targetsOfMonth(deps, project, params.month);
};

/** Editors and owners replace a month's targets whole (viewers 403). */
export const setTargets = async (
  deps: DashboardDeps,
  user: AuthenticatedUser,
  params: MonthParams,
  body: TSetTargetsBody,
): Promise<TTargets> => {
  const { project } = await requireProjectAccess(deps.db, user, params.projectUid, 'edit');
  await repository.replaceTargets(deps.db, {
    projectId: project.id,
    month: firstDayOf(params.month),
    targets: body.targets,
  });
  return targetsOfMonth(deps, project, params.month);
};
