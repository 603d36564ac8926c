import type { TCoverage, TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TSearchDashboard } from '@kampa/contracts/search-console/get-search-dashboard';
import { brandForm } from '@kampa/contracts/search-console/brand-terms';
import {
  SEARCH_METRICS,
  SEARCH_MOVERS_ROWS,
  type TBrandSplit,
  type TSearchBrand,
  type TSearchMetric,
  type TSearchMovers,
  type TSearchTable,
  type TSearchValues,
} from '@kampa/contracts/search-console/search-metrics';
import type { TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { bucketize } from './buckets';
import { searchBrandSums } from './search-brand-repository';
import { coverageOf, isComparable, kpisOf } from './derived';
import {
  addSearch,
  searchDays,
  searchMoversSums,
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

/** The site's totals over the range and the compared range (null without comparison). */
export type SearchTotals = { values: TSearchValues; previous: TSearchValues | null };

export const searchSummary = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  settlingDays: TSettlingDays,
): Promise<{ coverage: TCoverage; kpis: Record<TSearchMetric, TKpi>; totals: SearchTotals }> => {
  const sums = await searchTotals(db, projectId, rangesOf(period.range, period.compareRange));
  const current = sums.find((row) => row.rangeIndex === 0);
  const previous = sums.find((row) => row.rangeIndex === 1);
  const coverage = coverageOf({
    source: 'search_console',
    period,
    current,
    previous,
    settlingDays,
  });
  const comparable = isComparable(coverage);
  const totals = {
    values: searchValues(current ?? ZERO_SEARCH),
    previous: period.compareRange ? searchValues(previous ?? ZERO_SEARCH) : null,
  };
  return {
    coverage,
    kpis: kpisOf(SEARCH_METRICS, totals.values, totals.previous, () => comparable),
    totals,
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

/** The top queries or pages, with the site's totals (`totals`: Google's, from `searchSummary`). */
export const searchTable = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  { dimension, totals }: { dimension: 'query' | 'page'; totals: SearchTotals },
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
    total: totals,
  };
};

/**
 * Clicks and impressions of brand and non-brand queries over the range and the compared range;
 * what Google's totals hold beyond the named queries (its anonymised ones) is `unclassified`, so
 * the three parts add up to the totals. Null splits without terms.
 */
export const searchBrand = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  { terms, totals }: { terms: readonly string[]; totals: SearchTotals },
): Promise<TSearchBrand> => {
  const forms = [...new Set(terms.map(brandForm))].filter((form) => form !== '');
  if (forms.length === 0) return { terms: [...terms], split: null, previous: null };
  const sums = await searchBrandSums(db, projectId, {
    ranges: rangesOf(period.range, period.compareRange),
    forms,
  });
  const splitOf = (index: number, total: TSearchValues): TBrandSplit => {
    const part = sums[index]!;
    return {
      brand: part.brand,
      nonBrand: part.nonBrand,
      unclassified: {
        clicks: total.clicks - part.brand.clicks - part.nonBrand.clicks,
        impressions: total.impressions - part.brand.impressions - part.nonBrand.impressions,
      },
    };
  };
  return {
    terms: [...terms],
    split: splitOf(0, totals.values),
    previous: totals.previous ? splitOf(1, totals.previous) : null,
  };
};

/**
 * The queries and pages that gained and lost most clicks against the compared range: null without
 * comparison, empty lists when it is not like for like (a range not wholly held).
 */
export const searchMovers = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  coverage: TCoverage,
): Promise<TSearchMovers | null> => {
  if (!period.compareRange) return null;
  if (!isComparable(coverage)) {
    return {
      comparable: false,
      queries: { gained: [], lost: [] },
      pages: { gained: [], lost: [] },
    };
  }
  const moversOf = async (dimension: 'query' | 'page') => {
    const sums = await searchMoversSums(db, projectId, {
      dimension,
      ranges: rangesOf(period.range, period.compareRange),
      limit: SEARCH_MOVERS_ROWS,
    });
    const rowOf = (row: (typeof sums.gained)[number]) => ({
      value: row.value,
      values: searchValues(row.current),
      previous: searchValues(row.previous),
    });
    return { gained: sums.gained.map(rowOf), lost: sums.lost.map(rowOf) };
  };
  const [queries, pages] = await Promise.all([moversOf('query'), moversOf('page')]);
  return {
    comparable: true,
    queries,
    pages,
  };
};
