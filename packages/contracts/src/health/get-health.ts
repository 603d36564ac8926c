import { z } from 'zod';
import { defineContract } from '../common/contract';

export const ZGetHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nullable(),
  }),
});
export type TGetHealthResponse = z.infer<typeof ZGetHealthResponseSchema>;

export const getHealthContract = defineContract({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  tags: ['health'],
  isAuthenticated: false,
  status: 200,
  response: ZGetHealthResponseSchema,
});
