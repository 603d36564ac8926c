import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { GSC_OTHER_QUERIES, gscDaily, gscDailyDimension } from '../../db/schema';
import { rangesTable, uuidList } from './sql-ranges';

/** What adds up across days: position is kept as position × impressions (impression-weighted). */
export type SearchSums = { clicks: number; impressions: number; positionSum: number };

export const ZERO_SEARCH: SearchSums = { clicks: 0, impressions: 0, positionSum: 0 };

export const addSearch = (a: SearchSums, b: SearchSums): SearchSums => ({
  clicks: a.clicks + b.clicks,
  impressions: a.impressions + b.impressions,
  positionSum: a.positionSum + b.positionSum,
});

type Ranged = { rangeIndex: number };

/** The site's sums over each range, from Google's day totals, with the number of days stored. */
export const searchTotals = async (
  db: Database,
  projectId: string,
  ranges: readonly DateRange[],
): Promise<Array<SearchSums & Ranged & { days: number }>> => {
  const result = await db.execute<SearchSums & Ranged & { days: number }>(sql`
    SELECT r.idx AS "rangeIndex", count(*)::int AS days,
      coalesce(sum(d.clicks), 0)::float8 AS clicks,
      coalesce(sum(d.impressions), 0)::float8 AS impressions,
      coalesce(sum(d.position_sum), 0)::float8 AS "positionSum"
    FROM ${rangesTable(ranges)}
    JOIN ${gscDaily} d ON d.project_id IN (${uuidList([projectId])}) AND d.date BETWEEN r.f AND r.t
    GROUP BY r.idx`);
  return result.rows;
};

/** Google's totals per stored day of `range`, for monitoring's day-by-day rules. */
export const searchDailySums = async (
  db: Database,
  input: { projectId: string; range: DateRange },
): Promise<Map<IsoDate, SearchSums>> => {
  const days = await searchDays(db, input.projectId, [input.range]);
  return new Map(days.map((day) => [day.date, day.sums]));
};

/** Per page, Search Console sums of two days (the breach and its baseline), for "what moved". */
export const searchPagesOnDays = async (
  db: Database,
  input: { projectId: string; day: IsoDate; baselineDay: IsoDate },
): Promise<{ value: string; now: SearchSums; before: SearchSums }[]> => {
  const result = await db.execute<SearchSums & { value: string; day: IsoDate }>(sql`
    SELECT d.value, d.date::text AS day, d.clicks::float8 AS clicks,
      d.impressions::float8 AS impressions, d.position_sum::float8 AS "positionSum"
    FROM ${gscDailyDimension} d
    WHERE d.project_id = ${input.projectId}::uuid AND d.dimension = 'page'
      AND d.date IN (${input.day}::date, ${input.baselineDay}::date)`);
  const byPage = new Map<string, { value: string; now: SearchSums; before: SearchSums }>();
  for (const row of result.rows) {
    const entry = byPage.get(row.value) ?? {
      value: row.value,
      now: ZERO_SEARCH,
      before: ZERO_SEARCH,
    };
    const sums = { clicks: row.clicks, impressions: row.impressions, positionSum: row.positionSum };
    if (row.day === input.day) entry.now = sums;
    else entry.before = sums;
    byPage.set(row.value, entry);
  }
  return [...byPage.values()];
};

/** Each stored day's totals of each range, oldest first. */
export const searchDays = async (
  db: Database,
  projectId: string,
  ranges: readonly DateRange[],
): Promise<Array<Ranged & { date: IsoDate; sums: SearchSums }>> => {
  const result = await db.execute<SearchSums & Ranged & { date: IsoDate }>(sql`
    SELECT r.idx AS "rangeIndex", d.date::text AS date, d.clicks::float8 AS clicks,
      d.impressions::float8 AS impressions, d.position_sum::float8 AS "positionSum"
    FROM ${rangesTable(ranges)}
    JOIN ${gscDaily} d ON d.project_id IN (${uuidList([projectId])}) AND d.date BETWEEN r.f AND r.t
    ORDER BY r.idx, d.date`);
  return result.rows.map((row) => ({
    rangeIndex: row.rangeIndex,
    date: row.date,
    sums: { clicks: row.clicks, impressions: row.impressions, positionSum: row.positionSum },
  }));
};

/** How `searchRanked` orders: the most of a metric, or the largest fall or rise against before. */
export type SearchRank = 'top' | 'lost' | 'gained';

const RANKED_COLUMNS = { clicks: 'clicks', impressions: 'impressions' } as const;

type ValueSums = { value: string; current: SearchSums; previous: SearchSums };

const rangeFilter = (index: number) => sql`FILTER (WHERE r.idx = ${index})`;

/** A dimension's values (the `(other)` query row left out) with their sums over both ranges. */
const valueSumsOfRanges = (
  projectId: string,
  input: { dimension: 'query' | 'page'; ranges: readonly DateRange[] },
) => sql`
  SELECT d.value,
    coalesce(sum(d.clicks) ${rangeFilter(0)}, 0)::float8 AS clicks,
    coalesce(sum(d.impressions) ${rangeFilter(0)}, 0)::float8 AS impressions,
    coalesce(sum(d.position_sum) ${rangeFilter(0)}, 0)::float8 AS "positionSum",
    coalesce(sum(d.clicks) ${rangeFilter(1)}, 0)::float8 AS "prevClicks",
    coalesce(sum(d.impressions) ${rangeFilter(1)}, 0)::float8 AS "prevImpressions",
    coalesce(sum(d.position_sum) ${rangeFilter(1)}, 0)::float8 AS "prevPositionSum"
  FROM ${rangesTable(input.ranges)}
  JOIN ${gscDailyDimension} d
    ON d.project_id = ${projectId}::uuid AND d.dimension = ${input.dimension}
    AND d.date BETWEEN r.f AND r.t AND d.value <> ${GSC_OTHER_QUERIES}
  GROUP BY d.value`;

type ValueSumsRow = {
  value: string;
  clicks: number;
  impressions: number;
  positionSum: number;
  prevClicks: number;
  prevImpressions: number;
  prevPositionSum: number;
};

const valueSumsOfRow = (row: ValueSumsRow): ValueSums => ({
  value: row.value,
  current: { clicks: row.clicks, impressions: row.impressions, positionSum: row.positionSum },
  previous: {
    clicks: row.prevClicks,
    impressions: row.prevImpressions,
    positionSum: row.prevPositionSum,
  },
});

/**
 * Each value of a dimension with its sums over the range (index 0) and the compared range
 * (index 1), the `(other)` query row left out, kept by `having` and ordered by `order` (ties by
 * the value). `FILTER (WHERE r.idx = …)` picks a range's rows in one pass.
 */
const valuesWithSums = async (
  db: Database,
  projectId: string,
  input: { dimension: 'query' | 'page'; ranges: readonly DateRange[]; limit: number },
  { having, order }: { having: SQL; order: SQL },
): Promise<ValueSums[]> => {
  const result = await db.execute<ValueSumsRow>(sql`
    ${valueSumsOfRanges(projectId, input)}
    HAVING ${having}
    ORDER BY ${order}, d.value
    LIMIT ${input.limit}`);
  return result.rows.map(valueSumsOfRow);
};

/**
 * The values of a dimension ranked by a metric over the range (`top`), or by its change against
 * the compared range (`lost`: the largest falls, `gained`: the largest rises), each with its sums
 * over both ranges. A query or page that lost everything is counted too (no row in the range).
 * The `(other)` query row is left out.
 */
export const searchRanked = async (
  db: Database,
  projectId: string,
  input: {
    dimension: 'query' | 'page';
    ranges: readonly DateRange[];
    metric: keyof typeof RANKED_COLUMNS;
    rank: SearchRank;
    limit: number;
  },
): Promise<ValueSums[]> => {
  const column = sql.raw(`d.${RANKED_COLUMNS[input.metric]}`);
  const now = sql`coalesce(sum(${column}) ${rangeFilter(0)}, 0)`;
  const before = sql`coalesce(sum(${column}) ${rangeFilter(1)}, 0)`;
  const having =
    input.rank === 'top'
      ? sql`${now} > 0`
      : input.rank === 'lost'
        ? sql`${now} < ${before}`
        : sql`${now} > ${before}`;
  const order =
    input.rank === 'top'
      ? // Ties broken as the search screen's table breaks them, so both list them alike.
        sql`${now} DESC, impressions DESC`
      : input.rank === 'lost'
        ? sql`${now} - ${before} ASC, ${before} DESC`
        : sql`${now} - ${before} DESC, ${now} DESC`;
  return valuesWithSums(db, projectId, input, { having, order });
};

/**
 * The range's top values of a dimension by clicks (the `(other)` query row left out), each with
 * its sums over the range and over the compared range.
 */
export const searchTop = (
  db: Database,
  projectId: string,
  input: { dimension: 'query' | 'page'; ranges: readonly DateRange[]; limit: number },
): Promise<ValueSums[]> =>
  valuesWithSums(db, projectId, input, {
    having: sql`coalesce(sum(d.impressions) ${rangeFilter(0)}, 0) > 0`,
    order: sql`clicks DESC, impressions DESC`,
  });

/**
 * The values of a dimension that gained and lost most clicks against the compared range (index
 * 1), `limit` each, from one pass over the rows (ordered as `searchRanked` orders its `gained` and
 * `lost`, so the chat's tool and the screen list them alike). The `(other)` query row is left out.
 */
export const searchMoversSums = async (
  db: Database,
  projectId: string,
  input: { dimension: 'query' | 'page'; ranges: readonly DateRange[]; limit: number },
): Promise<{ gained: ValueSums[]; lost: ValueSums[] }> => {
  const result = await db.execute<ValueSumsRow & { direction: 'gained' | 'lost' }>(sql`
    WITH v AS (
      ${valueSumsOfRanges(projectId, input)}
    )
    (SELECT 'gained' AS direction, v.* FROM v WHERE clicks > "prevClicks"
      ORDER BY clicks - "prevClicks" DESC, clicks DESC, value LIMIT ${input.limit})
    UNION ALL
    (SELECT 'lost' AS direction, v.* FROM v WHERE clicks < "prevClicks"
      ORDER BY clicks - "prevClicks" ASC, "prevClicks" DESC, value LIMIT ${input.limit})`);
  const of = (direction: 'gained' | 'lost') =>
    result.rows.filter((row) => row.direction === direction).map(valueSumsOfRow);
  return { gained: of('gained'), lost: of('lost') };
};
