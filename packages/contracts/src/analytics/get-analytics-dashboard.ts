import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import {
  keyedBy,
  seriesOf,
  ZCoverageSchema,
  ZDashboardEventSchema,
  ZKpiSchema,
  ZUsersAccuracyPairSchema,
} from '../dashboard/dashboard';
import { ZDashboardQuerySchema } from '../dashboard/dashboard-query';
import { ZPeriodSchema } from '../dashboard/period';
import { ZProjectSourceSchema } from '../sync/sync';
import {
  ANALYTICS_DIMENSIONS,
  ANALYTICS_METRICS,
  ZAnalyticsPointValuesSchema,
  ZBreakdownSchema,
} from './analytics-metrics';

/**
 * Everything the analytics screen draws, from the synced copy. Not connected: `source` is null,
 * KPI values null, series and breakdowns empty (the screen shows how to connect).
 */
export const ZAnalyticsDashboardSchema = z
  .object({
    period: ZPeriodSchema,
    /** The GA4 property with its sync state and freshness; null when none is connected. */
    source: ZProjectSourceSchema.nullable(),
    currency: z.string().nullable(),
    coverage: ZCoverageSchema.nullable(),
    kpis: keyedBy(ANALYTICS_METRICS, ZKpiSchema),
    usersAccuracy: ZUsersAccuracyPairSchema,
    series: seriesOf(ZAnalyticsPointValuesSchema),
    breakdowns: keyedBy(ANALYTICS_DIMENSIONS, ZBreakdownSchema),
    /** Campaign changes (when Ads is connected) and syncs in the range, oldest first. */
    events: z.array(ZDashboardEventSchema),
  })
  .meta({ id: 'AnalyticsDashboard' });
export type TAnalyticsDashboard = z.infer<typeof ZAnalyticsDashboardSchema>;

export const getAnalyticsDashboardContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/analytics/dashboard',
  summary:
    'GA4 KPIs, trend and breakdowns for a date range and its comparison, from the synced copy',
  tags: ['analytics'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZDashboardQuerySchema,
  status: 200,
  response: ZAnalyticsDashboardSchema,
});
