import type { TAdsMetric } from '@kampa/contracts/ads/ads-metrics';
import type { TAnalyticsMetric } from '@kampa/contracts/analytics/analytics-metrics';
import type { TSearchMetric } from '@kampa/contracts/search-console/search-metrics';
import type { MetricKind } from '@/lib/format-metric';

/**
 * How each GA4, Google Ads and Search Console metric reads (the dashboards' formats): counts whole, key events and
 * conversions (and Search Console's average position) with decimals, money in the source's currency, rates as percent, ROAS as percent.
 */
export const METRIC_KINDS = {
  sessions: 'count',
  totalUsers: 'count',
  newUsers: 'count',
  screenPageViews: 'count',
  engagedSessions: 'count',
  engagementRate: 'percent',
  keyEvents: 'decimal',
  conversionRate: 'percent',
  totalRevenue: 'currency',
  cost: 'currency',
  clicks: 'count',
  impressions: 'count',
  ctr: 'percent',
  cpc: 'currency',
  conversions: 'decimal',
  cpa: 'currency',
  conversionValue: 'currency',
  roas: 'ratio',
  position: 'decimal',
} as const satisfies Record<TAnalyticsMetric | TAdsMetric | TSearchMetric, MetricKind>;

export type KnownMetric = keyof typeof METRIC_KINDS;

export const isKnownMetric = (name: string): name is KnownMetric =>
  Object.hasOwn(METRIC_KINDS, name);
