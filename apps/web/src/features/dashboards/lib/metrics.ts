import type { TAdsMetric } from '@kampa/contracts/ads/ads-metrics';
import type { TAnalyticsMetric } from '@kampa/contracts/analytics/analytics-metrics';
import type { MetricKind } from '@/lib/format-metric';
import type { Polarity } from '@/lib/kpi-change';

export type { MetricKind, Polarity };

export type MetricDef = { label: string; kind: MetricKind; polarity: Polarity };

export type AnyMetric = TAnalyticsMetric | TAdsMetric;

/** Every metric a dashboard shows: its label key, how it is formatted and which way is good. */
export const METRICS = {
  sessions: { label: 'dashboards.metric.sessions', kind: 'count', polarity: 'higher' },
  totalUsers: { label: 'dashboards.metric.totalUsers', kind: 'count', polarity: 'higher' },
  newUsers: { label: 'dashboards.metric.newUsers', kind: 'count', polarity: 'higher' },
  screenPageViews: {
    label: 'dashboards.metric.screenPageViews',
    kind: 'count',
    polarity: 'higher',
  },
  engagedSessions: {
    label: 'dashboards.metric.engagedSessions',
    kind: 'count',
    polarity: 'higher',
  },
  engagementRate: {
    label: 'dashboards.metric.engagementRate',
    kind: 'percent',
    polarity: 'higher',
  },
  keyEvents: { label: 'dashboards.metric.keyEvents', kind: 'decimal', polarity: 'higher' },
  conversionRate: {
    label: 'dashboards.metric.conversionRate',
    kind: 'percent',
    polarity: 'higher',
  },
  totalRevenue: { label: 'dashboards.metric.totalRevenue', kind: 'currency', polarity: 'higher' },
  cost: { label: 'dashboards.metric.cost', kind: 'currency', polarity: 'neutral' },
  clicks: { label: 'dashboards.metric.clicks', kind: 'count', polarity: 'higher' },
  impressions: { label: 'dashboards.metric.impressions', kind: 'count', polarity: 'higher' },
  ctr: { label: 'dashboards.metric.ctr', kind: 'percent', polarity: 'higher' },
  cpc: { label: 'dashboards.metric.cpc', kind: 'currency', polarity: 'lower' },
  conversions: { label: 'dashboards.metric.conversions', kind: 'decimal', polarity: 'higher' },
  cpa: { label: 'dashboards.metric.cpa', kind: 'currency', polarity: 'lower' },
  conversionValue: {
    label: 'dashboards.metric.conversionValue',
    kind: 'currency',
    polarity: 'higher',
  },
  roas: { label: 'dashboards.metric.roas', kind: 'ratio', polarity: 'higher' },
} as const satisfies Record<AnyMetric, MetricDef>;

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

export const ADS_TREND_METRICS = [
  'cost',
  'clicks',
  'impressions',
  'ctr',
  'cpc',
  'conversions',
  'cpa',
  'conversionValue',
  'roas',
] as const satisfies readonly TAdsMetric[];
export type AdsTrendMetric = (typeof ADS_TREND_METRICS)[number];

export const OVERVIEW_TREND_METRICS = [
  'sessions',
  'keyEvents',
  'totalRevenue',
  'cost',
  'conversions',
  'conversionValue',
] as const satisfies readonly AnyMetric[];
export type OverviewTrendMetric = (typeof OVERVIEW_TREND_METRICS)[number];
