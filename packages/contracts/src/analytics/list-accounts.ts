import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import {
  ZAnalyticsAccountSchema,
  ZConnectionQuerySchema,
  ZConnectionSummarySchema,
} from './analytics';

export const ZListAnalyticsAccountsResponseSchema = z.object({
  /** The connection read through; null when the user has no usable Google connection. */
  connection: ZConnectionSummarySchema.nullable(),
  accounts: z.array(ZAnalyticsAccountSchema),
});
export type TListAnalyticsAccountsResponse = z.infer<typeof ZListAnalyticsAccountsResponseSchema>;

export const listAnalyticsAccountsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/analytics/accounts',
  summary: 'GA4 accounts and properties the connected Google account can see',
  tags: ['analytics'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  query: ZConnectionQuerySchema,
  status: 200,
  response: ZListAnalyticsAccountsResponseSchema,
});
