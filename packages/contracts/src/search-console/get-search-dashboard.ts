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
import {
  SEARCH_METRICS,
  ZSearchBrandSchema,
  ZSearchMoversSchema,
  ZSearchTableSchema,
  ZSearchValuesSchema,
} from './search-metrics';

/**
 * Everything the search screen draws, from the synced copy. `source.dataFrom` is the first day
 * held (kept beyond Google's 16 months); `coverage.unsettledFrom` the first day not final yet.
 * Not connected: `source` is null, KPI values null, series and tables empty.
 */
export const ZSearchDashboardSchema = z
  .object({
    period: ZPeriodSchema,
    source: ZProjectSourceSchema.nullable(),
    coverage: ZCoverageSchema.nullable(),
    kpis: keyedBy(SEARCH_METRICS, ZKpiSchema),
    series: seriesOf(ZSearchValuesSchema),
    /** The top queries; Google's rare queries are in none of them, only in the totals. */
    queries: ZSearchTableSchema,
    pages: ZSearchTableSchema,
    brand: ZSearchBrandSchema,
    /** Null without comparison. */
    movers: ZSearchMoversSchema.nullable(),
    events: z.array(ZDashboardEventSchema),
  })
  .meta({ id: 'SearchDashboard' });
export type TSearchDashboard = z.infer<typeof ZSearchDashboardSchema>;

export const getSearchDashboardContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/search/dashboard',
  summary:
    'Search Console clicks, impressions, CTR, position, trend, top queries and pages, brand against non-brand, and the queries and pages that gained and lost most, for a date range and its comparison, from the synced copy',
  tags: ['search-console'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZDashboardQuerySchema,
  status: 200,
  response: ZSearchDashboardSchema,
});
