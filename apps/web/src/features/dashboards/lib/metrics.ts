import { ADS_METRICS } from '@kampa/contracts/ads/ads-metric-names';
import type { TAdsMetric } from '@kampa/contracts/ads/ads-metrics';
import type { TAnalyticsMetric } from '@kampa/contracts/analytics/analytics-metrics';
import type { TSearchMetric } from '@kampa/contracts/search-console/search-metrics';
import type { MetricKind } from '@/lib/format-metric';
import type { Polarity } from '@/lib/kpi-change';
import { METRIC_KINDS } from '@/lib/metric-kinds';

export type { MetricKind, Polarity };

export type MetricDef = { label: string; kind: MetricKind; polarity: Polarity };

export type AnyMetric = TAnalyticsMetric | TAdsMetric | TSearchMetric;

/** Every metric a dashboard shows: its label key and which way is good; how it reads is lib's. */
const LABELS_AND_POLARITY = {
  sessions: { label: 'dashboards.metric.sessions', polarity: 'higher' },
  totalUsers: { label: 'dashboards.metric.totalUsers', polarity: 'higher' },
  newUsers: { label: 'dashboards.metric.newUsers', polarity: 'higher' },
  screenPageViews: { label: 'dashboards.metric.screenPageViews', polarity: 'higher' },
  engagedSessions: { label: 'dashboards.metric.engagedSessions', polarity: 'higher' },
  engagementRate: { label: 'dashboards.metric.engagementRate', polarity: 'higher' },
  keyEvents: { label: 'dashboards.metric.keyEvents', polarity: 'higher' },
  conversionRate: { label: 'dashboards.metric.conversionRate', polarity: 'higher' },
  totalRevenue: { label: 'dashboards.metric.totalRevenue', polarity: 'higher' },
  cost: { label: 'dashboards.metric.cost', polarity: 'neutral' },
  clicks: { label: 'dashboards.metric.clicks', polarity: 'higher' },
  impressions: { label: 'dashboards.metric.impressions', polarity: 'higher' },
  ctr: { label: 'dashboards.metric.ctr', polarity: 'higher' },
  cpc: { label: 'dashboards.metric.cpc', polarity: 'lower' },
  conversions: { label: 'dashboards.metric.conversions', polarity: 'higher' },
  cpa: { label: 'dashboards.metric.cpa', polarity: 'lower' },
  conversionValue: { label: 'dashboards.metric.conversionValue', polarity: 'higher' },
  roas: { label: 'dashboards.metric.roas', polarity: 'higher' },
  // Search Console's average position: 1 is the top of the results, so down is good news.
  position: { label: 'dashboards.metric.position', polarity: 'lower' },
} as const satisfies Record<AnyMetric, Omit<MetricDef, 'kind'>>;

/** Each metric's label key, its format (`lib/metric-kinds.ts`, shared with the chat) and polarity. */
export const METRICS = Object.fromEntries(
  Object.entries(LABELS_AND_POLARITY).map(([name, def]) => [
    name,
    { ...def, kind: METRIC_KINDS[name as AnyMetric] },
  ]),
) as { [M in AnyMetric]: (typeof LABELS_AND_POLARITY)[M] & { kind: (typeof METRIC_KINDS)[M] } };

/** What each dashboard's trend can draw; the first is drawn unless the URL names another. */
export const ANALYTICS_TREND_METRICS = [
  'sessions',
  'totalUsers',
  'newUsers',
  'screenPageViews',
  'engagementRate',
  'keyEvents',
  'totalRevenue',
] as const satisfies readonly TAnalyticsMetric[];
export type AnalyticsTrendMetric = (typeof ANALYTICS_TREND_METRICS)[number];

/** The Ads trend draws every Ads metric, in the KPIs' order. */
export const ADS_TREND_METRICS = ADS_METRICS;
export type AdsTrendMetric = (typeof ADS_TREND_METRICS)[number];

/** The search screen's KPIs and trend, in Search Console's order (zod-free: eager route code). */
export const SEARCH_TREND_METRICS = [
  'clicks',
  'impressions',
  'ctr',
  'position',
] as const satisfies readonly TSearchMetric[];
export type SearchTrendMetric = (typeof SEARCH_TREND_METRICS)[number];

/** Search Console's impressions are in Google Search, not ads': their own label on its screen. */
export const SEARCH_LABELS = {
  clicks: 'dashboards.search.clicks',
  impressions: 'dashboards.search.impressions',
  ctr: 'dashboards.metric.ctr',
  position: 'dashboards.metric.position',
} as const satisfies Record<SearchTrendMetric, string>;

export const OVERVIEW_TREND_METRICS = [
  'sessions',
  'keyEvents',
  'totalRevenue',
  'cost',
  'conversions',
  'conversionValue',
] as const satisfies readonly AnyMetric[];
export type OverviewTrendMetric = (typeof OVERVIEW_TREND_METRICS)[number];
