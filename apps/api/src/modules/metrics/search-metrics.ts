import type { TCoverage, TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TSearchDashboard } from '@kampa/contracts/search-console/get-search-dashboard';
import {
  SEARCH_METRICS,
  type TSearchMetric,
  type TSearchTable,
  type TSearchValues,
} from '@kampa/contracts/search-console/search-metrics';
import type { Database } from '../../db/client';
import { bucketize } from './buckets';
import { coverageOf, isComparable, kpisOf } from './derived';
import {
  addSearch,
  searchDays,
  searchRanked,
  searchTop,
  type SearchRank,
  searchTotals,
  ZERO_SEARCH,
  type SearchSums,
} from './search-repository';
import { rangesOf } from './sql-ranges';

/*
 * The Search Console query layer. Callers pass a project they already checked access to. Every
 * number comes from Google's day totals: CTR = clicks / impressions of the range, position =
 * Σ position × impressions / Σ impressions (as Google averages).
 */

/** Rows of the top queries and pages tables. */
export const SEARCH_TABLE_ROWS = 50;

export const searchValues = (sums: SearchSums): TSearchValues => ({
  clicks: sums.clicks,
  impressions: sums.impressions,
  ctr: sums.impressions > 0 ? sums.clicks / sums.impressions : null,
  position: sums.impressions > 0 ? sums.positionSum / sums.impressions : null,
});

export const searchSummary = async (
  db: Database,
  projectId: string,
  period: TPeriod,
): Promise<{ coverage: TCoverage; kpis: Record<TSearchMetric, TKpi> }> => {
  const totals = await searchTotals(db, projectId, rangesOf(period.range, period.compareRange));
  const current = totals.find((row) => row.rangeIndex === 0);
  const previous = totals.find((row) => row.rangeIndex === 1);
  const coverage = coverageOf({ source: 'search_console', period, current, previous });
  const comparable = isComparable(coverage);
  return {
    coverage,
    kpis: kpisOf(
      SEARCH_METRICS,
      searchValues(current ?? ZERO_SEARCH),
      period.compareRange ? searchValues(previous ?? ZERO_SEARCH) : null,
      () => comparable,
    ),
  };
};

export const searchSeries = async (
  db: Database,
  projectId: string,
  period: TPeriod,
): Promise<TSearchDashboard['series']> => {
  const days = await searchDays(db, projectId, rangesOf(period.range, period.compareRange));
  const present = (range: NonNullable<TPeriod['compareRange']>, index: number) =>
    bucketize(
      range,
      period.granularity,
      days.filter((day) => day.rangeIndex === index),
      ZERO_SEARCH,
      addSearch,
    ).map(({ bucket, sums }) => ({ ...bucket, values: searchValues(sums) }));
  return {
    points: present(period.range, 0),
    previous: period.compareRange ? present(period.compareRange, 1) : null,
  };
};

/**
 * A dimension's values ranked by clicks or impressions over the period's range, or by their change
 * against the compared range (`lost`, `gained`), with both ranges' numbers (the chat's tool).
 */
export const searchRanking = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  input: {
    dimension: 'query' | 'page';
    metric: 'clicks' | 'impressions';
    rank: SearchRank;
    limit: number;
  },
): Promise<Array<{ value: string; values: TSearchValues; previous: TSearchValues | null }>> => {
  const rows = await searchRanked(db, projectId, {
    ...input,
    ranges: rangesOf(period.range, period.compareRange),
  });
  return rows.map((row) => ({
    value: row.value,
    values: searchValues(row.current),
    previous: period.compareRange ? searchValues(row.previous) : null,
  }));
};

export const searchTable = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  dimension: 'query' | 'page',
): Promise<TSearchTable> => {
  const rows = await searchTop(db, projectId, {
    dimension,
    ranges: rangesOf(period.range, period.compareRange),
    limit: SEARCH_TABLE_ROWS,
  });
  return {
    rows: rows.map((row) => ({
      value: row.value,
      values: searchValues(row.current),
      previous: period.compareRange ? searchValues(row.previous) : null,
    })),
  };
};
