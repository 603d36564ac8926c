import type { DateRange } from '@kampa/contracts/common/date-range';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adsDaily, gaDaily, gscDaily } from '../../db/schema';
import { adsSumColumns } from './ads-repository';
import { gaSumColumns } from './analytics-repository';
import type { AdsSums, GaSums } from './derived';

/*
 * The portfolio's queries: every project with ranges of its own (each project resolves a preset
 * in its own time zone), read in one statement per question, never one per project. The ranges
 * come as four parallel arrays unnested into `r(pid, idx, f, t)`, so the statement's text and
 * parameter count are the same for 1 project or 500, and each (project, range) is one index
 * range scan on the fact table's (project_id, date) key.
 */

/** A project's ranges: index 0 the range, 1 its comparison (when compared). */
export type ProjectRanges = { projectId: string; ranges: readonly DateRange[] };

const arrayLiteral = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;

const projectRangesTable = (items: readonly ProjectRanges[]): SQL => {
  const rows = items.flatMap((item) =>
    item.ranges.map((range, index) => ({ pid: item.projectId, index, ...range })),
  );
  return sql`unnest(
    ${arrayLiteral(rows.map((row) => row.pid))}::uuid[],
    ${arrayLiteral(rows.map((row) => row.index))}::int[],
    ${arrayLiteral(rows.map((row) => row.from))}::date[],
    ${arrayLiteral(rows.map((row) => row.to))}::date[]
  ) AS r(pid, idx, f, t)`;
};

const hasRanges = (items: readonly ProjectRanges[]): boolean =>
  items.some((item) => item.ranges.length > 0);

export type ProjectTotalsRow<S> = S & { projectId: string; rangeIndex: number; days: number };

/** Sums (`columns`) of a day table (one row per project and stored day) over each range. */
const totalsOfProjects = async <S extends GaSums | AdsSums | SearchClicks>(
  db: Database,
  table: typeof gaDaily | typeof adsDaily | typeof gscDaily,
  columns: SQL,
  items: readonly ProjectRanges[],
): Promise<ProjectTotalsRow<S>[]> => {
  if (!hasRanges(items)) return [];
  // The row's type is the columns' (as with every `execute<T>`): `columns` names the sums of S.
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT r.pid AS "projectId", r.idx AS "rangeIndex", count(*)::int AS days, ${columns}
    FROM ${projectRangesTable(items)}
    JOIN ${table} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t
    GROUP BY r.pid, r.idx`);
  return result.rows as unknown as ProjectTotalsRow<S>[];
};

/** GA4 sums of each project over each of its ranges, with the days stored (no row: no day). */
export const gaTotalsOfProjects = (
  db: Database,
  items: readonly ProjectRanges[],
): Promise<ProjectTotalsRow<GaSums>[]> => totalsOfProjects(db, gaDaily, gaSumColumns(), items);

/** Search Console's clicks: the portfolio shows them beside the overview's KPIs. */
export type SearchClicks = { clicks: number };

/** Search Console's clicks of each project over each of its ranges, with the days stored. */
export const searchTotalsOfProjects = (
  db: Database,
  items: readonly ProjectRanges[],
): Promise<ProjectTotalsRow<SearchClicks>[]> =>
  totalsOfProjects(db, gscDaily, sql`coalesce(sum(d.clicks), 0)::float8 AS clicks`, items);

/**
 * Ads sums (all campaigns) of each project over each of its ranges, with the days stored: from
 * the account's day totals (`ads_daily`), one row per day instead of one per campaign and day.
 */
export const adsTotalsOfProjects = (
  db: Database,
  items: readonly ProjectRanges[],
): Promise<ProjectTotalsRow<AdsSums>[]> => totalsOfProjects(db, adsDaily, adsSumColumns(), items);

/** A project's range split into buckets of `bucketDays` days from its first day. */
export type ProjectBuckets = { projectId: string; range: DateRange; bucketDays: number };

export type BucketValueRow = { projectId: string; bucket: number; value: number };

const bucketRangesTable = (items: readonly ProjectBuckets[]): SQL => sql`unnest(
    ${arrayLiteral(items.map((item) => item.projectId))}::uuid[],
    ${arrayLiteral(items.map((item) => item.range.from))}::date[],
    ${arrayLiteral(items.map((item) => item.range.to))}::date[],
    ${arrayLiteral(items.map((item) => item.bucketDays))}::int[]
  ) AS r(pid, f, t, step)`;

/** What a trend draws: GA4 sessions, or Ads cost in micros (the account's day totals). */
export type TrendMetric = 'sessions' | 'costMicros';

const TREND_SOURCES: Record<TrendMetric, { table: typeof gaDaily | typeof adsDaily; column: SQL }> =
  {
    sessions: { table: gaDaily, column: sql`d.sessions` },
    costMicros: { table: adsDaily, column: sql`d.cost_micros` },
  };

/** A metric per bucket of each project's range (buckets without a stored day have no row). */
export const trendBuckets = async (
  db: Database,
  metric: TrendMetric,
  items: readonly ProjectBuckets[],
): Promise<BucketValueRow[]> => {
  if (items.length === 0) return [];
  const { table, column } = TREND_SOURCES[metric];
  const result = await db.execute<BucketValueRow>(sql`
    SELECT r.pid AS "projectId", (d.date - r.f) / r.step AS bucket, sum(${column})::float8 AS value
    FROM ${bucketRangesTable(items)}
    JOIN ${table} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t
    GROUP BY 1, 2`);
  return result.rows;
};
