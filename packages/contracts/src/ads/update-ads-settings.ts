import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectSchema } from '../project/project';
import { ZAdsCustomerIdSchema } from './ads-accounts';

export const ZUpdateAdsSettingsRequestSchema = z.object({
  connectionId: z.uuid('must be a connection id').optional(),
  /** A client (non-manager) account: metrics are read from it. */
  customerId: ZAdsCustomerIdSchema,
  /** The manager it is reached through, if any (sent as `login-customer-id`). */
  loginCustomerId: ZAdsCustomerIdSchema.optional(),
});
export type TUpdateAdsSettingsRequest = z.infer<typeof ZUpdateAdsSettingsRequestSchema>;

export const updateAdsSettingsContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid/ads',
  summary:
    'Choose the Google Ads client account the project reads; starts the backfill (25 months by default)',
  tags: ['ads'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZUpdateAdsSettingsRequestSchema,
  status: 200,
  response: ZProjectSchema,
});
