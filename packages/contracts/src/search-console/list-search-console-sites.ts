import { z } from 'zod';
import { ZConnectionQuerySchema, ZConnectionSummarySchema } from '../analytics/analytics';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZSearchConsoleSiteSchema } from './search-console-sites';

export const ZListSearchConsoleSitesResponseSchema = z.object({
  connection: ZConnectionSummarySchema.nullable(),
  sites: z.array(ZSearchConsoleSiteSchema),
});
export type TListSearchConsoleSitesResponse = z.infer<typeof ZListSearchConsoleSitesResponseSchema>;

export const listSearchConsoleSitesContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/search/sites',
  summary:
    'Search Console sites the connected Google account sees; 403 scope_missing when the connection was made without the Search Console permission',
  tags: ['search-console'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZConnectionQuerySchema,
  status: 200,
  response: ZListSearchConsoleSitesResponseSchema,
});
