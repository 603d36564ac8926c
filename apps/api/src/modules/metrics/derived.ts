import type { TAdsValues } from '@kampa/contracts/ads/ads-metrics';
import type { TAnalyticsValues } from '@kampa/contracts/analytics/analytics-metrics';
import { rangeLength, shiftDays } from '@kampa/contracts/common/date-range';
import type { TCoverage, TKpi } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TDataSource, TSettlingDays } from '@kampa/contracts/sync/sync';

/** GA4 counts that add up across days and breakdown rows (revenue in the property's currency). */
export type GaSums = {
  sessions: number;
  engagedSessions: number;
  screenPageViews: number;
  keyEvents: number;
  totalRevenue: number;
};

/** Google Ads counts that add up across days and campaigns (cost in micros of the currency). */
export type AdsSums = {
  costMicros: number;
  clicks: number;
  impressions: number;
  conversions: number;
  conversionValue: number;
};

export const ZERO_GA: GaSums = {
  sessions: 0,
  engagedSessions: 0,
  screenPageViews: 0,
  keyEvents: 0,
  totalRevenue: 0,
};

export const ZERO_ADS: AdsSums = {
  costMicros: 0,
  clicks: 0,
  impressions: 0,
  conversions: 0,
  conversionValue: 0,
};

/** Money is summed in cents: float sums of many days must not show as 1234.5600000001. */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100;

/** Float sums of fractional counts (Ads conversions) without the float noise. */
const roundCount = (value: number): number => Math.round(value * 1e6) / 1e6;

export const addGa = (a: GaSums, b: GaSums): GaSums => ({
  sessions: a.sessions + b.sessions,
  engagedSessions: a.engagedSessions + b.engagedSessions,
  screenPageViews: a.screenPageViews + b.screenPageViews,
  keyEvents: roundCount(a.keyEvents + b.keyEvents),
  totalRevenue: roundMoney(a.totalRevenue + b.totalRevenue),
});

export const addAds = (a: AdsSums, b: AdsSums): AdsSums => ({
  costMicros: a.costMicros + b.costMicros,
  clicks: a.clicks + b.clicks,
  impressions: a.impressions + b.impressions,
  conversions: roundCount(a.conversions + b.conversions),
  conversionValue: roundMoney(a.conversionValue + b.conversionValue),
});

/** A rate from two sums; null where the denominator is zero (nothing to divide by, not 0 %). */
export const ratio = (numerator: number, denominator: number): number | null =>
  denominator === 0 ? null : numerator / denominator;

/** The values a screen shows for GA4 sums: the counts and the rates derived from them. */
export const analyticsValues = (sums: GaSums): TAnalyticsValues => ({
  sessions: sums.sessions,
  engagedSessions: sums.engagedSessions,
  screenPageViews: sums.screenPageViews,
  keyEvents: roundCount(sums.keyEvents),
  totalRevenue: roundMoney(sums.totalRevenue),
  engagementRate: ratio(sums.engagedSessions, sums.sessions),
  conversionRate: ratio(sums.keyEvents, sums.sessions),
});

/** The values a screen shows for Ads sums: cost in the currency, and CTR, CPC, CPA and ROAS. */
export const adsValues = (sums: AdsSums): TAdsValues => {
  const cost = sums.costMicros / 1e6;
  return {
    cost,
    clicks: sums.clicks,
    impressions: sums.impressions,
    conversions: roundCount(sums.conversions),
    conversionValue: roundMoney(sums.conversionValue),
    ctr: ratio(sums.clicks, sums.impressions),
    cpc: ratio(cost, sums.clicks),
    cpa: ratio(cost, sums.conversions),
    roas: ratio(sums.conversionValue, cost),
  };
};

/**
 * A KPI: the value, the compared value and the relative change between them. No change is stated
 * when the comparison is not like for like (`comparable` false: see `isComparable`).
 */
export const kpi = (value: number | null, previous: number | null, comparable = true): TKpi => ({
  value,
  previous,
  change:
    !comparable || value === null || previous === null || previous === 0
      ? null
      : (value - previous) / previous,
});

/**
 * How many days of a range and of its comparison the synced copy holds (rows of stored days), and
 * from which day the source may still revise them (the newest days its syncs re-read).
 */
export const coverageOf = ({
  source,
  period,
  current,
  previous,
  settlingDays,
}: {
  source: TDataSource;
  period: TPeriod;
  current: { days: number } | undefined;
  previous: { days: number } | undefined;
  settlingDays: TSettlingDays;
}): TCoverage => {
  const settlingFrom = shiftDays(period.today, -settlingDays[source]);
  return {
    days: period.days,
    daysWithData: current?.days ?? 0,
    compareDays: period.compareRange ? rangeLength(period.compareRange) : null,
    compareDaysWithData: period.compareRange ? (previous?.days ?? 0) : null,
    unsettledFrom:
      period.range.to < settlingFrom
        ? null
        : period.range.from > settlingFrom
          ? period.range.from
          : settlingFrom,
  };
};

/**
 * Whether a range and its comparison can be compared: the synced copy holds every day of both.
 * Against days it only partly holds (a year ago, before the backfill) a change would compare a
 * whole range with a fraction of one: the values are shown with their coverage, the change not.
 */
export const isComparable = (coverage: TCoverage): boolean =>
  coverage.compareDays !== null &&
  coverage.daysWithData === coverage.days &&
  coverage.compareDaysWithData === coverage.compareDays;

/**
 * Every key of `values` as a KPI against `previous` (null previous: no comparison); changes only
 * where the comparison is like for like.
 */
export const kpisOf = <K extends string>(
  keys: readonly K[],
  values: Record<K, number | null> | null,
  previous: Record<K, number | null> | null,
  comparable: (key: K) => boolean = () => true,
): Record<K, TKpi> =>
  Object.fromEntries(
    keys.map((key) => [key, kpi(values?.[key] ?? null, previous?.[key] ?? null, comparable(key))]),
  ) as Record<K, TKpi>;
