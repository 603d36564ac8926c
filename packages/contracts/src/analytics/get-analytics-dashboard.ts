import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import {
  ZAnalyticsTotalsSchema,
  ZBreakdownRowSchema,
  ZDateRangeQuerySchema,
  ZDateRangeSchema,
  ZIsoDateSchema,
} from './analytics';

export const ZAnalyticsDashboardSchema = z
  .object({
    range: ZDateRangeSchema,
    compareRange: ZDateRangeSchema.nullable(),
    currency: z.string(),
    totals: ZAnalyticsTotalsSchema,
    previousTotals: ZAnalyticsTotalsSchema.nullable(),
    series: z.array(z.object({ date: ZIsoDateSchema, values: ZAnalyticsTotalsSchema })),
    breakdowns: z.object({
      channel: z.array(ZBreakdownRowSchema),
      sourceMedium: z.array(ZBreakdownRowSchema),
      landingPage: z.array(ZBreakdownRowSchema),
      device: z.array(ZBreakdownRowSchema),
      country: z.array(ZBreakdownRowSchema),
    }),
    lastSyncedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AnalyticsDashboard' });
export type TAnalyticsDashboard = z.infer<typeof ZAnalyticsDashboardSchema>;

export const getAnalyticsDashboardContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/analytics/dashboard',
  summary: 'GA4 KPIs, trend and breakdowns for a date range, from the synced copy',
  tags: ['analytics'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZDateRangeQuerySchema,
  status: 200,
  response: ZAnalyticsDashboardSchema,
});
