import { z } from 'zod';
import { ANALYTICS_DIMENSIONS, ANALYTICS_METRICS } from './analytics-metric-names';

export {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_METRICS,
  ANALYTICS_SUM_METRICS,
} from './analytics-metric-names';

export const ZAnalyticsDimensionSchema = z.enum(ANALYTICS_DIMENSIONS);
export type TAnalyticsDimension = z.infer<typeof ZAnalyticsDimensionSchema>;

export const ZAnalyticsMetricSchema = z.enum(ANALYTICS_METRICS);
export type TAnalyticsMetric = z.infer<typeof ZAnalyticsMetricSchema>;

/** Additive counts and the rates derived from them; revenue in the property's currency. */
export const ZAnalyticsValuesSchema = z
  .object({
    sessions: z.number(),
    engagedSessions: z.number(),
    screenPageViews: z.number(),
    keyEvents: z.number(),
    totalRevenue: z.number(),
    engagementRate: z.number().nullable(),
    conversionRate: z.number().nullable(),
  })
  .meta({ id: 'AnalyticsValues' });
export type TAnalyticsValues = z.infer<typeof ZAnalyticsValuesSchema>;

/** A series bucket's values: users only by day (a day's distinct users are exact; weeks are not). */
export const ZAnalyticsPointValuesSchema = ZAnalyticsValuesSchema.extend({
  totalUsers: z.number().nullable(),
  newUsers: z.number().nullable(),
}).meta({ id: 'AnalyticsPointValues' });
export type TAnalyticsPointValues = z.infer<typeof ZAnalyticsPointValuesSchema>;

export const ZBreakdownRowSchema = z.object({
  value: z.string(),
  values: ZAnalyticsValuesSchema,
  /** The same value over the compared range (zeros when it had none); null without comparison. */
  previous: ZAnalyticsValuesSchema.nullable(),
});

/**
 * One breakdown table: the top values by sessions, every other value folded into `other`, and the
 * total, which equals the range's KPIs (rows + other = total, for the comparison too).
 */
export const ZBreakdownSchema = z
  .object({
    rows: z.array(ZBreakdownRowSchema),
    other: z
      .object({
        /** How many values were folded into this row. */
        valueCount: z.number().int(),
        values: ZAnalyticsValuesSchema,
        previous: ZAnalyticsValuesSchema.nullable(),
      })
      .nullable(),
    /** Null when the source is not connected. */
    total: z
      .object({
        values: ZAnalyticsValuesSchema,
        previous: ZAnalyticsValuesSchema.nullable(),
      })
      .nullable(),
    /** Distinct values seen in the range or the compared range. */
    valueCount: z.number().int(),
  })
  .meta({ id: 'AnalyticsBreakdown' });
export type TBreakdown = z.infer<typeof ZBreakdownSchema>;
