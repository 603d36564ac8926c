import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectSourceSchema } from '../sync/sync';
import {
  keyedBy,
  seriesOf,
  ZCoverageSchema,
  ZDashboardEventSchema,
  ZKpiSchema,
  ZUsersAccuracyPairSchema,
} from './dashboard';
import { ZDashboardQuerySchema } from './dashboard-query';
import { ZPeriodSchema } from './period';

/**
 * The overview's blended KPIs: GA4's sessions, users, key events and revenue beside Google Ads'
 * cost, conversions, conversion value, CPA and ROAS (the Ads account's own, equal to the ads
 * screen). A KPI of a source that is not connected has a null value.
 */
export const OVERVIEW_METRICS = [
  'sessions',
  'totalUsers',
  'keyEvents',
  'totalRevenue',
  'cost',
  'conversions',
  'conversionValue',
  'cpa',
  'roas',
] as const;

/**
 * Search Console's numbers on the overview: organic clicks and the impression-weighted average
 * position, from the site's day totals (equal to the search screen's for the same view).
 */
export const OVERVIEW_SEARCH_METRICS = ['clicks', 'position'] as const;

/** The overview trend: GA4's traffic and Ads' spend per bucket (null without that source). */
export const ZOverviewPointValuesSchema = z
  .object({
    sessions: z.number().nullable(),
    keyEvents: z.number().nullable(),
    totalRevenue: z.number().nullable(),
    cost: z.number().nullable(),
    conversions: z.number().nullable(),
    conversionValue: z.number().nullable(),
  })
  .meta({ id: 'OverviewPointValues' });

export const ZOverviewDashboardSchema = z
  .object({
    /** Resolved in the Analytics property's time zone (the Ads account's without Analytics). */
    period: ZPeriodSchema,
    /** The sources with sync state and freshness; the setup checklist shows until all are set. */
    sources: z.object({
      analytics: ZProjectSourceSchema.nullable(),
      ads: ZProjectSourceSchema.nullable(),
      search_console: ZProjectSourceSchema.nullable(),
    }),
    currency: z.object({ analytics: z.string().nullable(), ads: z.string().nullable() }),
    coverage: z.object({
      analytics: ZCoverageSchema.nullable(),
      ads: ZCoverageSchema.nullable(),
      search_console: ZCoverageSchema.nullable(),
    }),
    kpis: keyedBy(OVERVIEW_METRICS, ZKpiSchema),
    /** Null values while Search Console is not connected. */
    searchKpis: keyedBy(OVERVIEW_SEARCH_METRICS, ZKpiSchema),
    usersAccuracy: ZUsersAccuracyPairSchema,
    series: seriesOf(ZOverviewPointValuesSchema),
    events: z.array(ZDashboardEventSchema),
  })
  .meta({ id: 'OverviewDashboard' });
export type TOverviewDashboard = z.infer<typeof ZOverviewDashboardSchema>;

export const getOverviewDashboardContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/dashboard',
  summary:
    "The project's overview: blended GA4, Ads and Search Console KPIs, one trend, events and freshness",
  tags: ['dashboard'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZDashboardQuerySchema,
  status: 200,
  response: ZOverviewDashboardSchema,
});
