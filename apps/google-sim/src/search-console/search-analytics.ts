import { z } from 'zod';
import { dayFromIso, isoFromDay } from '../synthetic/calendar';
import { queryTextOf } from '../synthetic/search-facts';
import type { SearchCell } from '../synthetic/search-facts';
import type { SearchSite } from '../synthetic/search-sites';
import type { GaProperty } from '../synthetic/types';
import type { SimWorld } from '../synthetic/world';
import { SEARCH_FRESH_DAYS } from '../synthetic/world';

/** searchAnalytics.query's request (the fields Google documents), validated with zod. */

export const SEARCH_DIMENSIONS = ['date', 'query', 'page', 'country', 'device'] as const;
export type SearchDimension = (typeof SEARCH_DIMENSIONS)[number];
const FILTER_DIMENSIONS = ['query', 'page', 'country', 'device'] as const;
const OPERATORS = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'includingRegex',
  'excludingRegex',
] as const;
export const MAX_ROW_LIMIT = 25_000;
/** Google keeps Search Console data for 16 months. */
export const RETENTION_MONTHS = 16;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');

export const searchAnalyticsSchema = z.strictObject({
  startDate: isoDate,
  endDate: isoDate,
  dimensions: z.array(z.enum(SEARCH_DIMENSIONS)).optional(),
  type: z.enum(['web', 'image', 'video', 'news', 'discover', 'googleNews']).optional(),
  searchType: z.enum(['web', 'image', 'video', 'news', 'discover', 'googleNews']).optional(),
  dimensionFilterGroups: z
    .array(
      z.strictObject({
        groupType: z.enum(['and']).optional(),
        filters: z.array(
          z.strictObject({
            dimension: z.enum(FILTER_DIMENSIONS),
            operator: z.enum(OPERATORS).optional(),
            expression: z.string(),
          }),
        ),
      }),
    )
    .optional(),
  aggregationType: z.enum(['auto', 'byPage', 'byProperty', 'byNewsShowcasePanel']).optional(),
  rowLimit: z.number().int().optional(),
  startRow: z.number().int().optional(),
  dataState: z.enum(['final', 'all', 'hourly_all']).optional(),
});
export type SearchAnalyticsRequest = z.infer<typeof searchAnalyticsSchema>;

export type SearchRow = {
  keys?: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
};

export type SearchAnalyticsResponse = {
  rows?: SearchRow[];
  responseAggregationType: 'byProperty' | 'byPage';
};

/** A request Google refuses (400), with its message. */
export class SearchRequestError extends Error {}

/** How other search types compare with web search: impressions, clicks and position. */
const TYPE_FACTORS: Record<string, { impressions: number; clicks: number; position: number }> = {
  web: { impressions: 1, clicks: 1, position: 1 },
  image: { impressions: 0.14, clicks: 0.02, position: 1.9 },
  video: { impressions: 0.02, clicks: 0.01, position: 2.4 },
  news: { impressions: 0.004, clicks: 0.003, position: 1.3 },
  discover: { impressions: 0, clicks: 0, position: 1 },
  googleNews: { impressions: 0, clicks: 0, position: 1 },
};

/**
 * The first day Google still has: the same date 16 months ago, or that month's last day when it is
 * shorter (on 31 October, 30 June — not 1 July, which a plain date overflow would give).
 */
export const oldestDay = (today: number): number => {
  const [y, m, d] = isoFromDay(today).split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y, m - RETENTION_MONTHS, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, m - 1 - RETENTION_MONTHS, Math.min(d, lastOfMonth)));
  return Math.round(date.getTime() / 86_400_000);
};

const matcher = (
  operator: (typeof OPERATORS)[number],
  expression: string,
  caseSensitive: boolean,
): ((value: string) => boolean) => {
  switch (operator) {
    case 'equals':
      return caseSensitive
        ? (v) => v === expression
        : (v) => v.toLowerCase() === expression.toLowerCase();
    case 'notEquals':
      return caseSensitive
        ? (v) => v !== expression
        : (v) => v.toLowerCase() !== expression.toLowerCase();
    case 'contains':
      return (v) => v.toLowerCase().includes(expression.toLowerCase());
    case 'notContains':
      return (v) => !v.toLowerCase().includes(expression.toLowerCase());
    case 'includingRegex':
    case 'excludingRegex': {
      let re: RegExp;
      try {
        re = new RegExp(expression);
      } catch {
        throw new SearchRequestError(`Invalid regular expression: ${expression}`);
      }
      return operator === 'includingRegex' ? (v) => re.test(v) : (v) => !re.test(v);
    }
  }
};

type Valued = { cell: SearchCell; day: number; query: string | null };

const valueOf = (row: Valued, dimension: SearchDimension): string | null => {
  switch (dimension) {
    case 'date':
      return isoFromDay(row.day);
    case 'query':
      return row.query;
    case 'page':
      return row.cell.page;
    case 'country':
      return row.cell.country;
    case 'device':
      return row.cell.device;
  }
};

/**
 * Runs searchAnalytics.query on the simulated data like Google: only the last 16 months;
 * with `dataState: final` (the default) the newest days are left out, with `all` they are in
 * and still growing; rows grouped or filtered by query leave the anonymized (rare) queries out,
 * though the totals and the rows by page, country or device count them; position is averaged
 * weighted by impressions; rows sorted by clicks, then paged by `startRow` and `rowLimit`.
 */
export const searchAnalytics = (
  world: SimWorld,
  site: SearchSite,
  property: GaProperty,
  request: SearchAnalyticsRequest,
): SearchAnalyticsResponse => {
  const dimensions = request.dimensions ?? [];
  if (new Set(dimensions).size !== dimensions.length) {
    throw new SearchRequestError('Dimensions must be unique.');
  }
  const rowLimit = request.rowLimit ?? 1000;
  if (rowLimit < 1 || rowLimit > MAX_ROW_LIMIT) {
    throw new SearchRequestError(
      `rowLimit must be between 1 and ${MAX_ROW_LIMIT}; it was ${rowLimit}.`,
    );
  }
  const startRow = request.startRow ?? 0;
  if (startRow < 0) throw new SearchRequestError('startRow must be non-negative.');
  const start = dayFromIso(request.startDate);
  const end = dayFromIso(request.endDate);
  if (start === null) throw new SearchRequestError(`Invalid startDate: ${request.startDate}`);
  if (end === null) throw new SearchRequestError(`Invalid endDate: ${request.endDate}`);
  if (start > end) throw new SearchRequestError('startDate must be before or equal to endDate.');
  if (request.dataState === 'hourly_all') {
    // Kampa never asks for hourly data; say so rather than answer wrongly.
    throw new SearchRequestError('dataState hourly_all is not supported by the simulator.');
  }
  const aggregation: 'byProperty' | 'byPage' =
    request.aggregationType === 'byPage' ||
    ((request.aggregationType ?? 'auto') === 'auto' &&
      (dimensions.includes('page') ||
        (request.dimensionFilterGroups ?? []).some((g) =>
          g.filters.some((f) => f.dimension === 'page'),
        )))
      ? 'byPage'
      : 'byProperty';

  const today = world.today(property.timeZone).day;
  const newest = (request.dataState ?? 'final') === 'final' ? today - SEARCH_FRESH_DAYS : today;
  const from = Math.max(start, oldestDay(today));
  const to = Math.min(end, newest);

  const filters = (request.dimensionFilterGroups ?? []).flatMap((g) =>
    g.filters.map((f) => ({
      dimension: f.dimension,
      test: matcher(
        f.operator ?? 'equals',
        f.expression,
        f.dimension === 'query' || f.dimension === 'page',
      ),
    })),
  );
  const byQuery = dimensions.includes('query') || filters.some((f) => f.dimension === 'query');
  const factors = TYPE_FACTORS[request.type ?? request.searchType ?? 'web'] ?? TYPE_FACTORS.web!;

  const groups = new Map<
    string,
    { keys: string[]; clicks: number; impressions: number; positionSum: number }
  >();
  for (let day = from; day <= to; day += 1) {
    for (const cell of world.searchDay(site, property, day)) {
      const query = queryTextOf(property, cell.q);
      if (byQuery && query === null) continue;
      const row: Valued = { cell, day, query };
      if (!filters.every((f) => f.test(valueOf(row, f.dimension) ?? ''))) continue;
      const impressions =
        factors.impressions === 1
          ? cell.impressions
          : Math.round(cell.impressions * factors.impressions);
      if (impressions === 0) continue;
      const clicks =
        factors.clicks === 1
          ? cell.clicks
          : Math.min(impressions, Math.round(cell.clicks * factors.clicks));
      const positionSum = (cell.positionSum / cell.impressions) * factors.position * impressions;
      const keys = dimensions.map((d) => valueOf(row, d) ?? '');
      const key = keys.join('\u0000');
      const group = groups.get(key);
      if (group) {
        group.clicks += clicks;
        group.impressions += impressions;
        group.positionSum += positionSum;
      } else {
        groups.set(key, { keys, clicks, impressions, positionSum });
      }
    }
  }
  const rows = [...groups.values()]
    .sort(
      (a, b) =>
        b.clicks - a.clicks ||
        b.impressions - a.impressions ||
        (a.keys.join('\u0000') < b.keys.join('\u0000') ? -1 : 1),
    )
    .slice(startRow, startRow + rowLimit)
    .map((g): SearchRow => ({
      ...(dimensions.length > 0 ? { keys: g.keys } : {}),
      clicks: g.clicks,
      impressions: g.impressions,
      ctr: g.clicks / g.impressions,
      position: g.positionSum / g.impressions,
    }));
  // Like Google, no rows means no `rows` field at all.
  return { ...(rows.length > 0 ? { rows } : {}), responseAggregationType: aggregation };
};
