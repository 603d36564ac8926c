import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectSchema } from '../project/project';

export const ZUpdateAnalyticsSettingsRequestSchema = z.object({
  /** The user's Google connection to read through (default: their newest active one). */
  connectionId: z.uuid('must be a connection id').optional(),
  accountId: z.string().regex(/^\d+$/, 'must be a GA4 account id'),
  propertyId: z.string().regex(/^\d+$/, 'must be a GA4 property id'),
});
export type TUpdateAnalyticsSettingsRequest = z.infer<typeof ZUpdateAnalyticsSettingsRequestSchema>;

export const updateAnalyticsSettingsContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid/analytics',
  summary:
    'Choose the GA4 property the project reads (checked readable); starts the backfill (25 months by default)',
  tags: ['analytics'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZUpdateAnalyticsSettingsRequestSchema,
  status: 200,
  response: ZProjectSchema,
});
