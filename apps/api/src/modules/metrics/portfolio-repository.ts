import type { DateRange } from '@kampa/contracts/common/date-range';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adsDailyCampaign, gaDaily } from '../../db/schema';
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

/** GA4 sums of each project over each of its ranges, with the days stored (no row: no day). */
export const gaTotalsOfProjects = async (
  db: Database,
  items: readonly ProjectRanges[],
): Promise<ProjectTotalsRow<GaSums>[]> => {
  if (!hasRanges(items)) return [];
  const result = await db.execute<ProjectTotalsRow<GaSums>>(sql`
    SELECT r.pid AS "projectId", r.idx AS "rangeIndex", count(*)::int AS days, ${gaSumColumns()}
    FROM ${projectRangesTable(items)}
    JOIN ${gaDaily} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t
    GROUP BY r.pid, r.idx`);
  return result.rows;
};

/** Ads sums (all campaigns) of each project over each of its ranges, with the days stored. */
export const adsTotalsOfProjects = async (
  db: Database,
  items: readonly ProjectRanges[],
): Promise<ProjectTotalsRow<AdsSums>[]> => {
  if (!hasRanges(items)) return [];
  const result = await db.execute<ProjectTotalsRow<AdsSums>>(sql`
    SELECT r.pid AS "projectId", r.idx AS "rangeIndex", count(DISTINCT d.date)::int AS days,
      ${adsSumColumns()}
    FROM ${projectRangesTable(items)}
    JOIN ${adsDailyCampaign} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t
    GROUP BY r.pid, r.idx`);
  return result.rows;
};

/** A project's range split into buckets of `bucketDays` days from its first day. */
export type ProjectBuckets = { projectId: string; range: DateRange; bucketDays: number };

export type BucketValueRow = { projectId: string; bucket: number; value: number };

const bucketRangesTable = (items: readonly ProjectBuckets[]): SQL => sql`unnest(
    ${arrayLiteral(items.map((item) => item.projectId))}::uuid[],
    ${arrayLiteral(items.map((item) => item.range.from))}::date[],
    ${arrayLiteral(items.map((item) => item.range.to))}::date[],
    ${arrayLiteral(items.map((item) => item.bucketDays))}::int[]
  ) AS r(pid, f, t, step)`;

/** Sessions per bucket of each project's range (buckets without a stored day have no row). */
export const gaSessionBuckets = async (
  db: Database,
  items: readonly ProjectBuckets[],
): Promise<BucketValueRow[]> => {
  if (items.length === 0) return [];
  const result = await db.execute<BucketValueRow>(sql`
    SELECT r.pid AS "projectId", (d.date - r.f) / r.step AS bucket,
      sum(d.sessions)::float8 AS value
    FROM ${bucketRangesTable(items)}
    JOIN ${gaDaily} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t
    GROUP BY 1, 2`);
  return result.rows;
};

/** Ads cost in micros per bucket of each project's range. */
export const adsCostBuckets = async (
  db: Database,
  items: readonly ProjectBuckets[],
): Promise<BucketValueRow[]> => {
  if (items.length === 0) return [];
  const result = await db.execute<BucketValueRow>(sql`
    SELECT r.pid AS "projectId", (d.date - r.f) / r.step AS bucket,
      sum(d.cost_micros)::float8 AS value
    FROM ${bucketRangesTable(items)}
    JOIN ${adsDailyCampaign} d ON d.project_id = r.pid AND d.date BETWEEN r.f AND r.t
    GROUP BY 1, 2`);
  return result.rows;
};
