import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectUidSchema } from '../common/params';
import { ZAnalyticsPropertySchema, ZConnectionQuerySchema } from './analytics';

export const ZGetAnalyticsPropertyParamsSchema = z.object({
  projectUid: ZProjectUidSchema,
  propertyId: z.string().regex(/^\d+$/, 'must be a GA4 property id'),
});

export const getAnalyticsPropertyContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/analytics/properties/:propertyId',
  summary: 'One GA4 property visible to the connected Google account',
  tags: ['analytics'],
  isAuthenticated: true,
  params: ZGetAnalyticsPropertyParamsSchema,
  query: ZConnectionQuerySchema,
  status: 200,
  response: ZAnalyticsPropertySchema,
});
