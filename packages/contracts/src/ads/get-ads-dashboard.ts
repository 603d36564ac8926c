import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZDateRangeQuerySchema, ZDateRangeSchema, ZIsoDateSchema } from '../analytics/analytics';

export const ADS_METRICS = [
  'cost',
  'clicks',
  'impressions',
  'ctr',
  'cpc',
  'conversions',
  'cpa',
  'conversionValue',
  'roas',
] as const;
export const ZAdsMetricSchema = z.enum(ADS_METRICS);
/** Derived metrics (ctr, cpc, cpa, roas) are null where their denominator is zero. */
export const ZAdsTotalsSchema = z.record(ZAdsMetricSchema, z.number().nullable());

export const ZAdsDashboardSchema = z
  .object({
    range: ZDateRangeSchema,
    compareRange: ZDateRangeSchema.nullable(),
    currency: z.string(),
    totals: ZAdsTotalsSchema,
    previousTotals: ZAdsTotalsSchema.nullable(),
    series: z.array(z.object({ date: ZIsoDateSchema, values: ZAdsTotalsSchema })),
    campaigns: z.array(
      z.object({
        campaignId: z.string(),
        name: z.string(),
        status: z.enum(['ENABLED', 'PAUSED', 'REMOVED']),
        values: ZAdsTotalsSchema,
      }),
    ),
    lastSyncedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdsDashboard' });
export type TAdsDashboard = z.infer<typeof ZAdsDashboardSchema>;

export const getAdsDashboardContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/ads/dashboard',
  summary: 'Google Ads KPIs, trend and campaigns for a date range, from the synced copy',
  tags: ['ads'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZDateRangeQuerySchema,
  status: 200,
  response: ZAdsDashboardSchema,
});
