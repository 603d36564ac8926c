import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import {
  keyedBy,
  seriesOf,
  ZCoverageSchema,
  ZDashboardEventSchema,
  ZKpiSchema,
} from '../dashboard/dashboard';
import { ZDashboardQuerySchema } from '../dashboard/dashboard-query';
import { ZPeriodSchema } from '../dashboard/period';
import { ZProjectSourceSchema } from '../sync/sync';
import { ADS_METRICS, ZAdsValuesSchema, ZCampaignTableSchema } from './ads-metrics';

/**
 * Everything the ads screen draws, from the synced copy. Not connected: `source` is null, KPI
 * values null, series and campaigns empty.
 */
export const ZAdsDashboardSchema = z
  .object({
    period: ZPeriodSchema,
    /** The Ads account with its sync state and freshness; null when none is connected. */
    source: ZProjectSourceSchema.nullable(),
    currency: z.string().nullable(),
    coverage: ZCoverageSchema.nullable(),
    kpis: keyedBy(ADS_METRICS, ZKpiSchema),
    series: seriesOf(ZAdsValuesSchema),
    campaigns: ZCampaignTableSchema,
    /** Campaign changes and syncs in the range, oldest first. */
    events: z.array(ZDashboardEventSchema),
  })
  .meta({ id: 'AdsDashboard' });
export type TAdsDashboard = z.infer<typeof ZAdsDashboardSchema>;

export const getAdsDashboardContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/ads/dashboard',
  summary:
    'Google Ads KPIs, trend and campaigns for a date range and its comparison, from the synced copy',
  tags: ['ads'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZDashboardQuerySchema,
  status: 200,
  response: ZAdsDashboardSchema,
});
