import type { TAdsValues } from '@kampa/contracts/ads/ads-metrics';
import type { TAnalyticsValues } from '@kampa/contracts/analytics/analytics-metrics';
import type { DateRange } from '@kampa/contracts/common/date-range';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import {
  PORTFOLIO_METRICS,
  type TPortfolioProject,
  type TPortfolioTrend,
} from '@kampa/contracts/portfolio/get-portfolio';
import type { TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { bucketsOf } from './buckets';
import {
  adsValues,
  analyticsValues,
  coverageOf,
  isComparable,
  kpisOf,
  ZERO_ADS,
  ZERO_GA,
} from './derived';
import {
  adsTotalsOfProjects,
  gaTotalsOfProjects,
  searchTotalsOfProjects,
  trendBuckets,
  type BucketValueRow,
  type ProjectTotalsRow,
} from './portfolio-repository';
import { rangesOf } from './sql-ranges';

/*
 * The portfolio's numbers: the overview's KPIs (the same sums, the same derived metrics) of many
 * projects, each over its own resolved period, in four statements whatever the number of projects.
 * Callers pass projects the user is a member of.
 */

export type PortfolioInput = {
  projectId: string;
  period: TPeriod;
  analytics: boolean;
  ads: boolean;
  /** Whether the project has chosen a Search Console site. */
  search: boolean;
};

export type PortfolioNumbers = Pick<TPortfolioProject, 'coverage' | 'kpis' | 'trend'>;

/** The portfolio's metrics read from Google Ads; the others come from GA4. */
const ADS_PORTFOLIO_METRICS: ReadonlySet<string> = new Set(['cost', 'cpa', 'roas']);

const byProjectAndRange = <S>(rows: ProjectTotalsRow<S>[]) => {
  const map = new Map<string, ProjectTotalsRow<S>>();
  for (const row of rows) map.set(`${row.projectId}:${row.rangeIndex}`, row);
  return (projectId: string, index: number) => map.get(`${projectId}:${index}`);
};

const bucketDaysOf = (period: TPeriod): number => (period.granularity === 'day' ? 1 : 7);

const trendValues = (rows: BucketValueRow[], scale: number) => {
  const map = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const buckets = map.get(row.projectId) ?? new Map<number, number>();
    buckets.set(row.bucket, row.value / scale);
    map.set(row.projectId, buckets);
  }
  return (projectId: string, period: TPeriod): number[] =>
    bucketsOf(period.range, period.granularity).map(
      (_, index) => map.get(projectId)?.get(index) ?? 0,
    );
};

export const portfolioNumbers = async (
  db: Database,
  inputs: readonly PortfolioInput[],
  settlingDays: TSettlingDays,
): Promise<Map<string, PortfolioNumbers>> => {
  const withAnalytics = inputs.filter((input) => input.analytics);
  const withAds = inputs.filter((input) => input.ads);
  const withSearch = inputs.filter((input) => input.search);
  // Sessions draw the trend where Analytics is connected, Ads' cost where only Ads is.
  const costTrend = withAds.filter((input) => !input.analytics);
  const rangesItem = (input: PortfolioInput) => ({
    projectId: input.projectId,
    ranges: rangesOf(input.period.range, input.period.compareRange),
  });
  const bucketItem = (input: PortfolioInput) => ({
    projectId: input.projectId,
    range: input.period.range,
    bucketDays: bucketDaysOf(input.period),
  });
  const [gaRows, adsRows, searchRows, sessionRows, costRows] = await Promise.all([
    gaTotalsOfProjects(db, withAnalytics.map(rangesItem)),
    adsTotalsOfProjects(db, withAds.map(rangesItem)),
    searchTotalsOfProjects(db, withSearch.map(rangesItem)),
    trendBuckets(db, 'sessions', withAnalytics.map(bucketItem)),
    trendBuckets(db, 'costMicros', costTrend.map(bucketItem)),
  ]);
  const ga = byProjectAndRange(gaRows);
  const ads = byProjectAndRange(adsRows);
  const search = byProjectAndRange(searchRows);
  const sessions = trendValues(sessionRows, 1);
  const cost = trendValues(costRows, 1e6);

  const numbers = new Map<string, PortfolioNumbers>();
  for (const input of inputs) {
    const { projectId, period } = input;
    const hasComparison = period.compareRange !== null;
    const gaCurrent = input.analytics ? analyticsValues(ga(projectId, 0) ?? ZERO_GA) : null;
    const gaPrevious =
      input.analytics && hasComparison ? analyticsValues(ga(projectId, 1) ?? ZERO_GA) : null;
    const adsCurrent = input.ads ? adsValues(ads(projectId, 0) ?? ZERO_ADS) : null;
    const adsPrevious =
      input.ads && hasComparison ? adsValues(ads(projectId, 1) ?? ZERO_ADS) : null;
    const searchCurrent = input.search ? (search(projectId, 0)?.clicks ?? 0) : null;
    const searchPrevious =
      input.search && hasComparison ? (search(projectId, 1)?.clicks ?? 0) : null;
    const pick = (
      analytics: ReturnType<typeof analyticsValues> | null,
      adsValue: ReturnType<typeof adsValues> | null,
      searchClicks: number | null,
    ) =>
      analytics || adsValue || searchClicks !== null
        ? {
            sessions: analytics?.sessions ?? null,
            keyEvents: analytics?.keyEvents ?? null,
            totalRevenue: analytics?.totalRevenue ?? null,
            cost: adsValue?.cost ?? null,
            cpa: adsValue?.cpa ?? null,
            roas: adsValue?.roas ?? null,
            searchClicks,
          }
        : null;
    const trend: TPortfolioTrend | null = input.analytics
      ? { metric: 'sessions', values: sessions(projectId, period) }
      : input.ads
        ? { metric: 'cost', values: cost(projectId, period) }
        : null;
    const coverage = {
      analytics: input.analytics
        ? coverageOf({
            source: 'analytics',
            period,
            settlingDays,
            current: ga(projectId, 0),
            previous: ga(projectId, 1),
          })
        : null,
      ads: input.ads
        ? coverageOf({
            source: 'ads',
            period,
            settlingDays,
            current: ads(projectId, 0),
            previous: ads(projectId, 1),
          })
        : null,
      search: input.search
        ? coverageOf({
            source: 'search_console',
            period,
            settlingDays,
            current: search(projectId, 0),
            previous: search(projectId, 1),
          })
        : null,
    };
    // Each metric's change only where its own source holds every compared day.
    const gaComparable = coverage.analytics !== null && isComparable(coverage.analytics);
    const adsComparable = coverage.ads !== null && isComparable(coverage.ads);
    const searchComparable = coverage.search !== null && isComparable(coverage.search);
    numbers.set(projectId, {
      coverage,
      kpis: kpisOf(
        PORTFOLIO_METRICS,
        pick(gaCurrent, adsCurrent, searchCurrent),
        pick(gaPrevious, adsPrevious, searchPrevious),
        (metric) =>
          metric === 'searchClicks'
            ? searchComparable
            : ADS_PORTFOLIO_METRICS.has(metric)
              ? adsComparable
              : gaComparable,
      ),
      trend,
    });
  }
  return numbers;
};

/** A project's sums over one range: each source's values and how many of its days are stored. */
export type RangeTotals = {
  analytics: { values: TAnalyticsValues; days: number } | null;
  ads: { values: TAdsValues; days: number } | null;
};

/**
 * Each project's GA4 and Ads values over one range of its own (the overview's sums and derived
 * metrics), in two statements whatever the number of projects; a source not connected is null.
 */
export const totalsOfProjects = async (
  db: Database,
  inputs: readonly { projectId: string; range: DateRange; analytics: boolean; ads: boolean }[],
): Promise<Map<string, RangeTotals>> => {
  const item = (input: (typeof inputs)[number]) => ({
    projectId: input.projectId,
    ranges: [input.range],
  });
  const [gaRows, adsRows] = await Promise.all([
    gaTotalsOfProjects(db, inputs.filter((input) => input.analytics).map(item)),
    adsTotalsOfProjects(db, inputs.filter((input) => input.ads).map(item)),
  ]);
  const ga = byProjectAndRange(gaRows);
  const ads = byProjectAndRange(adsRows);
  return new Map(
    inputs.map((input) => {
      const gaRow = ga(input.projectId, 0);
      const adsRow = ads(input.projectId, 0);
      return [
        input.projectId,
        {
          analytics: input.analytics
            ? { values: analyticsValues(gaRow ?? ZERO_GA), days: gaRow?.days ?? 0 }
            : null,
          ads: input.ads
            ? { values: adsValues(adsRow ?? ZERO_ADS), days: adsRow?.days ?? 0 }
            : null,
        },
      ];
    }),
  );
};
