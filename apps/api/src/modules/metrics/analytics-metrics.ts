import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_METRICS,
  type TAnalyticsDimension,
  type TAnalyticsMetric,
  type TAnalyticsPointValues,
  type TBreakdown,
} from '@kampa/contracts/analytics/analytics-metrics';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import type { TCoverage, TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { gaBreakdownParts, gaDays, gaTotals, type BreakdownOrder } from './analytics-repository';
import { assembleBreakdown } from './breakdown';
import { bucketize, type Bucket } from './buckets';
import {
  addGa,
  analyticsValues,
  coverageOf,
  isComparable,
  kpisOf,
  ZERO_GA,
  type GaSums,
} from './derived';
import { rangesOf } from './sql-ranges';
import { resolveUsers, type RangeUsers } from './users';
import { gaUserFacts } from './users-repository';

/*
 * The GA4 query layer: what the dashboards, the chat's tools and the portfolio ask of the synced
 * copy. Callers pass a project they already checked access to (requireProjectAccess).
 */

export type AnalyticsSummary = {
  coverage: TCoverage;
  kpis: Record<TAnalyticsMetric, TKpi>;
  usersAccuracy: TAnalyticsDashboard['usersAccuracy'];
  /** The sums behind the KPIs (range, compared range). */
  sums: { current: GaSums; previous: GaSums | null };
};

const usersOf = async (db: Database, projectId: string, period: TPeriod) => {
  const facts = (
    await gaUserFacts(db, [projectId], rangesOf(period.range, period.compareRange))
  ).get(projectId);
  const resolve = (index: number): RangeUsers | null => {
    const found = facts?.[index];
    return found ? resolveUsers(found) : null;
  };
  return { current: resolve(0), previous: period.compareRange ? resolve(1) : null };
};

/** The KPIs of a range and its comparison, with how exact the users are and the days covered. */
export const analyticsSummary = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  settlingDays: TSettlingDays,
): Promise<AnalyticsSummary> => {
  const [totals, users] = await Promise.all([
    gaTotals(db, [projectId], rangesOf(period.range, period.compareRange)),
    usersOf(db, projectId, period),
  ]);
  const current = totals.find((row) => row.rangeIndex === 0);
  const previous = totals.find((row) => row.rangeIndex === 1);
  const hasComparison = period.compareRange !== null;
  const valuesOf = (sums: GaSums, rangeUsers: RangeUsers | null) => ({
    ...analyticsValues(sums),
    totalUsers: rangeUsers?.totalUsers ?? null,
    newUsers: rangeUsers?.newUsers ?? null,
  });
  const currentSums = current ?? ZERO_GA;
  const previousSums = hasComparison ? (previous ?? ZERO_GA) : null;
  const coverage = coverageOf({ source: 'analytics', period, current, previous, settlingDays });
  const comparable = isComparable(coverage);
  return {
    coverage,
    kpis: kpisOf(
      ANALYTICS_METRICS,
      valuesOf(currentSums, users.current),
      previousSums ? valuesOf(previousSums, users.previous) : null,
      () => comparable,
    ),
    usersAccuracy: {
      value: users.current?.accuracy ?? null,
      previous: hasComparison ? (users.previous?.accuracy ?? null) : null,
    },
    sums: { current: currentSums, previous: previousSums },
  };
};

export type GaPointSums = GaSums & { totalUsers: number; newUsers: number };

const ZERO_POINT: GaPointSums = { ...ZERO_GA, totalUsers: 0, newUsers: 0 };
const addPoint = (a: GaPointSums, b: GaPointSums): GaPointSums => ({
  ...addGa(a, b),
  totalUsers: a.totalUsers + b.totalUsers,
  newUsers: a.newUsers + b.newUsers,
});

/** The range's buckets (and the compared range's, aligned by position) with their sums. */
export const analyticsSeriesSums = async (
  db: Database,
  projectId: string,
  period: TPeriod,
): Promise<{
  points: { bucket: Bucket; sums: GaPointSums }[];
  previous: { bucket: Bucket; sums: GaPointSums }[] | null;
}> => {
  const days = await gaDays(db, [projectId], rangesOf(period.range, period.compareRange));
  const rowsOf = (index: number) =>
    days
      .filter((day) => day.rangeIndex === index)
      .map((day) => ({
        date: day.date,
        sums: { ...day.sums, totalUsers: day.totalUsers, newUsers: day.newUsers },
      }));
  return {
    points: bucketize(period.range, period.granularity, rowsOf(0), ZERO_POINT, addPoint),
    previous: period.compareRange
      ? bucketize(period.compareRange, period.granularity, rowsOf(1), ZERO_POINT, addPoint)
      : null,
  };
};

const pointValues = (sums: GaPointSums, isDaily: boolean): TAnalyticsPointValues => ({
  ...analyticsValues(sums),
  // A day's users are exact; a week's are not the sum of its days.
  totalUsers: isDaily ? sums.totalUsers : null,
  newUsers: isDaily ? sums.newUsers : null,
});

/** The trend: values per day (or week) with rates from each bucket's sums. */
export const analyticsSeries = async (
  db: Database,
  projectId: string,
  period: TPeriod,
): Promise<TAnalyticsDashboard['series']> => {
  const sums = await analyticsSeriesSums(db, projectId, period);
  const isDaily = period.granularity === 'day';
  const present = (points: { bucket: Bucket; sums: GaPointSums }[]) =>
    points.map(({ bucket, sums: bucketSums }) => ({
      ...bucket,
      values: pointValues(bucketSums, isDaily),
    }));
  return {
    points: present(sums.points),
    previous: sums.previous ? present(sums.previous) : null,
  };
};

/** Rows a breakdown table shows before folding the rest into "other". */
export const BREAKDOWN_TOP = 10;

/** Breakdown tables: the top values (by sessions unless asked otherwise), "other" and totals. */
export const analyticsBreakdowns = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  options: {
    dimensions?: readonly TAnalyticsDimension[];
    limit?: number;
    orderBy?: BreakdownOrder;
  } = {},
): Promise<Partial<Record<TAnalyticsDimension, TBreakdown>>> => {
  const dimensions = options.dimensions ?? ANALYTICS_DIMENSIONS;
  const parts = await gaBreakdownParts(db, {
    projectId,
    dimensions,
    ranges: rangesOf(period.range, period.compareRange),
    limit: options.limit ?? BREAKDOWN_TOP,
    orderBy: options.orderBy ?? 'sessions',
  });
  return Object.fromEntries(
    dimensions.map((dimension) => [
      dimension,
      assembleBreakdown(parts.get(dimension) ?? [], period.compareRange !== null),
    ]),
  );
};
