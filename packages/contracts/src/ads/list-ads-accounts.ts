import { z } from 'zod';
import { ZConnectionQuerySchema, ZConnectionSummarySchema } from '../analytics/analytics';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZAdsAccessibleCustomerSchema } from './ads-accounts';

export const ZListAdsAccountsResponseSchema = z.object({
  connection: ZConnectionSummarySchema.nullable(),
  customers: z.array(ZAdsAccessibleCustomerSchema),
});
export type TListAdsAccountsResponse = z.infer<typeof ZListAdsAccountsResponseSchema>;

export const listAdsAccountsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/ads/accounts',
  summary:
    'Google Ads accounts the connected Google account can reach, managers with their clients',
  tags: ['ads'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZConnectionQuerySchema,
  status: 200,
  response: ZListAdsAccountsResponseSchema,
});
