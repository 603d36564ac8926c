import type { TAnalyticsDimension } from '@kampa/contracts/analytics/analytics-metrics';
import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gaDaily, gaDailyDimension } from '../../db/schema';
import type { BreakdownPart } from './breakdown';
import type { GaSums } from './derived';
import { rangesTable, uuidList } from './sql-ranges';

/** The GA4 sums' select list over the fact alias `d` (sums as float8: no bigint strings). */
export const gaSumColumns = (filter = sql``) => sql`
  coalesce(sum(d.sessions) ${filter}, 0)::float8 AS sessions,
  coalesce(sum(d.engaged_sessions) ${filter}, 0)::float8 AS "engagedSessions",
  coalesce(sum(d.screen_page_views) ${filter}, 0)::float8 AS "screenPageViews",
  coalesce(sum(d.key_events) ${filter}, 0)::float8 AS "keyEvents",
  coalesce(sum(d.total_revenue) ${filter}, 0)::float8 AS "totalRevenue"`;

type GaSumsRow = GaSums & { projectId: string; rangeIndex: number; days: number };

/**
 * GA4 sums of each project over each range (index into `ranges`), with the number of days stored.
 * A project or range without stored days has no row.
 */
export const gaTotals = async (
  db: Database,
  projectIds: readonly string[],
  ranges: readonly DateRange[],
): Promise<GaSumsRow[]> => {
  if (projectIds.length === 0 || ranges.length === 0) return [];
  const result = await db.execute<GaSumsRow>(sql`
    SELECT d.project_id AS "projectId", r.idx AS "rangeIndex", count(*)::int AS days,
      ${gaSumColumns()}
    FROM ${rangesTable(ranges)}
    JOIN ${gaDaily} d ON d.project_id IN (${uuidList(projectIds)}) AND d.date BETWEEN r.f AND r.t
    GROUP BY d.project_id, r.idx`);
  return result.rows;
};

export type GaDayRow = {
  projectId: string;
  rangeIndex: number;
  date: IsoDate;
  sums: GaSums;
  totalUsers: number;
  newUsers: number;
};

/** Each stored day of each range (for series), oldest first. */
export const gaDays = async (
  db: Database,
  projectIds: readonly string[],
  ranges: readonly DateRange[],
): Promise<GaDayRow[]> => {
  if (projectIds.length === 0 || ranges.length === 0) return [];
  const result = await db.execute<GaSums & Omit<GaDayRow, 'sums'>>(sql`
    SELECT d.project_id AS "projectId", r.idx AS "rangeIndex", d.date::text AS date,
      d.sessions, d.engaged_sessions AS "engagedSessions", d.screen_page_views AS "screenPageViews",
      d.key_events AS "keyEvents", d.total_revenue::float8 AS "totalRevenue",
      d.total_users AS "totalUsers", d.new_users AS "newUsers"
    FROM ${rangesTable(ranges)}
    JOIN ${gaDaily} d ON d.project_id IN (${uuidList(projectIds)}) AND d.date BETWEEN r.f AND r.t
    ORDER BY r.idx, d.date`);
  return result.rows.map((row) => ({
    projectId: row.projectId,
    rangeIndex: row.rangeIndex,
    date: row.date,
    sums: {
      sessions: row.sessions,
      engagedSessions: row.engagedSessions,
      screenPageViews: row.screenPageViews,
      keyEvents: row.keyEvents,
      totalRevenue: row.totalRevenue,
    },
    totalUsers: row.totalUsers,
    newUsers: row.newUsers,
  }));
};

export const BREAKDOWN_ORDER_METRICS = ['sessions', 'keyEvents', 'totalRevenue'] as const;
export type BreakdownOrder = (typeof BREAKDOWN_ORDER_METRICS)[number];

const ORDER_COLUMN: Record<BreakdownOrder, ReturnType<typeof sql.raw>> = {
  sessions: sql.raw('sessions'),
  keyEvents: sql.raw('"keyEvents"'),
  totalRevenue: sql.raw('"totalRevenue"'),
};

type PartRow = {
  dimension: TAnalyticsDimension;
  value: string | null;
  valueCount: number;
} & GaSums & { [K in keyof GaSums as `p_${K}`]: GaSums[K] };

/**
 * Breakdown tables in one query: per dimension, each value's sums over the range (index 0) and the
 * compared range (index 1), ranked by `orderBy` over the range (ties by value), the first `limit`
 * as rows and every other value folded into one part with `value` null. Folding happens here so a
 * site with thousands of landing pages never ships them to the API.
 */
export const gaBreakdownParts = async (
  db: Database,
  input: {
    projectId: string;
    dimensions: readonly TAnalyticsDimension[];
    ranges: readonly DateRange[];
    limit: number;
    orderBy: BreakdownOrder;
  },
): Promise<Map<TAnalyticsDimension, BreakdownPart[]>> => {
  const parts = new Map<TAnalyticsDimension, BreakdownPart[]>(
    input.dimensions.map((dimension) => [dimension, []]),
  );
  if (input.dimensions.length === 0 || input.ranges.length === 0) return parts;
  const current = sql`FILTER (WHERE r.idx = 0)`;
  const previous = sql`FILTER (WHERE r.idx = 1)`;
  const result = await db.execute<PartRow>(sql`
    WITH per_value AS (
      SELECT d.dimension, d.value,
        ${gaSumColumns(current)},
        coalesce(sum(d.sessions) ${previous}, 0)::float8 AS p_sessions,
        coalesce(sum(d.engaged_sessions) ${previous}, 0)::float8 AS "p_engagedSessions",
        coalesce(sum(d.screen_page_views) ${previous}, 0)::float8 AS "p_screenPageViews",
        coalesce(sum(d.key_events) ${previous}, 0)::float8 AS "p_keyEvents",
        coalesce(sum(d.total_revenue) ${previous}, 0)::float8 AS "p_totalRevenue"
      FROM ${rangesTable(input.ranges)}
      JOIN ${gaDailyDimension} d ON d.project_id = ${input.projectId}::uuid
        AND d.dimension IN (${sql.join(
          input.dimensions.map((dimension) => sql`${dimension}`),
          sql`, `,
        )})
        AND d.date BETWEEN r.f AND r.t
      GROUP BY d.dimension, d.value
    ), ranked AS (
      SELECT *, row_number() OVER (
        PARTITION BY dimension ORDER BY ${ORDER_COLUMN[input.orderBy]} DESC, value
      ) AS rank
      FROM per_value
    )
    SELECT dimension, CASE WHEN rank <= ${input.limit} THEN value END AS value,
      count(*)::int AS "valueCount",
      sum(sessions)::float8 AS sessions, sum("engagedSessions")::float8 AS "engagedSessions",
      sum("screenPageViews")::float8 AS "screenPageViews", sum("keyEvents")::float8 AS "keyEvents",
      sum("totalRevenue")::float8 AS "totalRevenue",
      sum(p_sessions)::float8 AS p_sessions, sum("p_engagedSessions")::float8 AS "p_engagedSessions",
      sum("p_screenPageViews")::float8 AS "p_screenPageViews",
      sum("p_keyEvents")::float8 AS "p_keyEvents", sum("p_totalRevenue")::float8 AS "p_totalRevenue"
    FROM ranked
    GROUP BY dimension, 2
    ORDER BY dimension, min(rank)`);
  for (const row of result.rows) {
    parts.get(row.dimension)?.push({
      value: row.value,
      valueCount: row.valueCount,
      current: {
        sessions: row.sessions,
        engagedSessions: row.engagedSessions,
        screenPageViews: row.screenPageViews,
        keyEvents: row.keyEvents,
        totalRevenue: row.totalRevenue,
      },
      previous: {
        sessions: row.p_sessions,
        engagedSessions: row.p_engagedSessions,
        screenPageViews: row.p_screenPageViews,
        keyEvents: row.p_keyEvents,
        totalRevenue: row.p_totalRevenue,
      },
    });
  }
  return parts;
};
