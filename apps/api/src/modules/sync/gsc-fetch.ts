import { backfillRange, type DateRange } from '@kampa/contracts/common/date-range';
import { GSC_OTHER_QUERIES } from '../../db/schema';
import { querySearchAnalytics, type SearchAnalyticsRow, type SearchConsoleClient } from '../google';
import type { GscDailyRow, GscDimensionRow } from './facts-repository';

/** Google keeps Search Console data for 16 months; Kampa keeps what it has read beyond. */
export const GSC_RETENTION_MONTHS = 16;
/** Queries kept per day; the rest of the day is one `(other)` row. */
export const GSC_TOP_QUERIES_PER_DAY = 500;

/** The first day Google still has, for a site whose today is `today`. */
export const gscOldestDay = (today: string): string =>
  backfillRange(today, GSC_RETENTION_MONTHS).from;

export type GscRangeData = { daily: GscDailyRow[]; dimensions: GscDimensionRow[] };

const facts = (row: SearchAnalyticsRow) => ({
  clicks: Math.round(row.clicks),
  impressions: Math.round(row.impressions),
  positionSum: row.position * row.impressions,
});

/**
 * The days of `range` as Google reports them (`dataState: all`, so the newest, not yet final days
 * too; a later sync re-reads them): the day totals — Google's own, never the sum of query rows,
 * which leave rare queries out — and rows by page, country and device; by query, the day's top
 * queries and one `(other)` row holding the rest of the totals.
 */
export const fetchGscRange = async (
  client: SearchConsoleClient,
  {
    siteUrl,
    projectId,
    range,
    topQueries = GSC_TOP_QUERIES_PER_DAY,
  }: { siteUrl: string; projectId: string; range: DateRange; topQueries?: number },
): Promise<GscRangeData> => {
  const ask = (dimensions: Array<'date' | 'query' | 'page' | 'country' | 'device'>) =>
    querySearchAnalytics(client, siteUrl, {
      startDate: range.from,
      endDate: range.to,
      dimensions,
    });
  const totals = await ask(['date']);
  const daily: GscDailyRow[] = totals.map((row) => ({
    projectId,
    date: row.keys?.[0] ?? '',
    ...facts(row),
  }));
  const dimensions: GscDimensionRow[] = [];
  for (const dimension of ['page', 'country', 'device'] as const) {
    for (const row of await ask(['date', dimension])) {
      dimensions.push({
        projectId,
        dimension,
        date: row.keys?.[0] ?? '',
        value: row.keys?.[1] ?? '',
        ...facts(row),
      });
    }
  }
  const byDay = new Map<string, SearchAnalyticsRow[]>();
  for (const row of await ask(['date', 'query'])) {
    const date = row.keys?.[0] ?? '';
    byDay.set(date, [...(byDay.get(date) ?? []), row]);
  }
  for (const day of daily) {
    const top = (byDay.get(day.date) ?? [])
      .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions)
      .slice(0, topQueries)
      .map((row) => ({
        projectId,
        dimension: 'query' as const,
        date: day.date,
        value: row.keys?.[1] ?? '',
        ...facts(row),
      }));
    const other = {
      clicks: day.clicks - top.reduce((sum, row) => sum + row.clicks, 0),
      impressions: day.impressions - top.reduce((sum, row) => sum + row.impressions, 0),
      positionSum: day.positionSum - top.reduce((sum, row) => sum + row.positionSum, 0),
    };
    dimensions.push(...top);
    if (other.impressions > 0 || other.clicks > 0) {
      dimensions.push({
        projectId,
        dimension: 'query',
        date: day.date,
        value: GSC_OTHER_QUERIES,
        clicks: Math.max(0, other.clicks),
        impressions: Math.max(0, other.impressions),
        positionSum: Math.max(0, other.positionSum),
      });
    }
  }
  return { daily, dimensions };
};

/** The part of a range Google still has: days before it are kept, not replaced by nothing. */
export const rangeGoogleKeeps = (range: DateRange, today: string): DateRange | null => {
  const oldest = gscOldestDay(today);
  const from = range.from < oldest ? oldest : range.from;
  return from <= range.to ? { from, to: range.to } : null;
};
