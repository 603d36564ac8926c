import { ADS_METRICS } from '@kampa/contracts/ads/ads-metrics';
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_METRICS,
} from '@kampa/contracts/analytics/analytics-metrics';
import { COMPARISONS, DATE_PRESETS } from '@kampa/contracts/common/date-range';
import { MAX_RANGE_DAYS, ZIsoDateSchema } from '@kampa/contracts/dashboard/dashboard-query';
import { z } from 'zod';

/** Every metric the chat can ask for: GA4's and Google Ads' (their names never collide). */
export const CHAT_METRICS = [...ANALYTICS_METRICS, ...ADS_METRICS] as const;
export type ChatMetric = (typeof CHAT_METRICS)[number];
export const isAdsMetric = (metric: ChatMetric): boolean =>
  (ADS_METRICS as readonly string[]).includes(metric);

/**
 * Named ranges the tools take: the dashboards' presets plus a few more people ask for. The extra
 * ones are resolved to days (`from`–`to`) in the source's time zone before the dashboards are
 * asked, so a data card's link shows exactly those days.
 */
export const CHAT_PERIODS = [...DATE_PRESETS, 'this_week', 'last_week', 'last_year'] as const;
export type ChatPeriod = (typeof CHAT_PERIODS)[number];

/** The range arguments every data tool shares; the project is never an argument. */
export const rangeArgs = {
  period: z
    .enum(CHAT_PERIODS)
    .optional()
    .describe('A named range; weeks run Monday to Sunday; without any range: last_28_days'),
  lastDays: z
    .number()
    .int()
    .min(1)
    .max(MAX_RANGE_DAYS)
    .optional()
    .describe('The last N days ending yesterday (instead of period)'),
  month: z
    .string()
    .regex(/^(\d{4}-)?(0[1-9]|1[0-2])$/, 'a month YYYY-MM, or MM')
    .optional()
    .describe(
      'A calendar month, YYYY-MM; or MM for its latest occurrence (the current month runs to yesterday)',
    ),
  from: ZIsoDateSchema.optional().describe('First day of a custom range (with to)'),
  to: ZIsoDateSchema.optional().describe('Last day of a custom range (with from)'),
  compare: z.enum(COMPARISONS).optional().describe('What to compare with; default previous_period'),
};
export type RangeArgs = {
  period?: ChatPeriod | undefined;
  lastDays?: number | undefined;
  month?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  compare?: (typeof COMPARISONS)[number] | undefined;
};

export const ZMetricsArgsSchema = z.strictObject({
  metrics: z.array(z.enum(CHAT_METRICS)).min(1).max(CHAT_METRICS.length),
  ...rangeArgs,
});
export type MetricsArgs = z.infer<typeof ZMetricsArgsSchema>;

/** Breakdowns rank and compare by these (additive counts and their rates). */
export const TOP_VALUE_METRICS = [
  'sessions',
  'engagedSessions',
  'screenPageViews',
  'keyEvents',
  'totalRevenue',
  'engagementRate',
  'conversionRate',
] as const;
export type TopValueMetric = (typeof TOP_VALUE_METRICS)[number];

export const ZTopValuesArgsSchema = z.strictObject({
  dimension: z.enum(ANALYTICS_DIMENSIONS),
  metric: z.enum(TOP_VALUE_METRICS).default('sessions'),
  limit: z.number().int().min(1).max(10).default(5),
  ...rangeArgs,
});
export type TopValuesArgs = z.infer<typeof ZTopValuesArgsSchema>;

export const ZCampaignsArgsSchema = z.strictObject({
  sortBy: z.enum(ADS_METRICS).default('cost'),
  order: z.enum(['desc', 'asc']).default('desc'),
  limit: z.number().int().min(1).max(50).default(5),
  campaign: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe(
      "Only the campaign named so (as the user typed it: case, diacritics and dashes ignored; a part of the name in whole words works too), with every metric's value",
    ),
  ...rangeArgs,
});
export type CampaignsArgs = z.infer<typeof ZCampaignsArgsSchema>;

export const ZEventsArgsSchema = z.strictObject({ ...rangeArgs });
export type EventsArgs = z.infer<typeof ZEventsArgsSchema>;

export const ZSetupArgsSchema = z.strictObject({});

/**
 * Search Console's queries or pages: the most clicks (or impressions) in the range, or the largest
 * fall (`lost`) or rise (`gained`) against the compared range.
 */
export const ZSearchTermsArgsSchema = z.strictObject({
  dimension: z.enum(['query', 'page']).default('query'),
  metric: z.enum(['clicks', 'impressions']).default('clicks'),
  rank: z.enum(['top', 'lost', 'gained']).default('top'),
  limit: z.number().int().min(1).max(20).default(5),
  ...rangeArgs,
});
export type SearchTermsArgs = z.infer<typeof ZSearchTermsArgsSchema>;

/** `active`: open, acknowledged and snoozed alerts; `all`: resolved ones too (the newest 100). */
/** Budgets take no arguments: each budget's current cycle, as the pacing card shows it. */
export const ZBudgetsArgsSchema = z.strictObject({});

export const ZAlertsArgsSchema = z.strictObject({
  state: z.enum(['active', 'all']).default('active'),
});
export type AlertsArgs = z.infer<typeof ZAlertsArgsSchema>;
