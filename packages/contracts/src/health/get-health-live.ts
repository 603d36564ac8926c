import { z } from 'zod';
import { defineContract } from '../common/contract';

export const ZGetHealthLiveResponseSchema = z.object({
  status: z.literal('live'),
  version: z.string(),
});
export type TGetHealthLiveResponse = z.infer<typeof ZGetHealthLiveResponseSchema>;

/** Liveness: the process answers HTTP. Asks nothing else (a database outage is not a reason to restart it). */
export const getHealthLiveContract = defineContract({
  method: 'GET',
  path: '/api/health/live',
  summary: 'Liveness: the process answers',
  tags: ['health'],
  isAuthenticated: false,
  status: 200,
  response: ZGetHealthLiveResponseSchema,
});
