import { z } from 'zod';
import { defineContract } from '../common/contract';

export const ZGetHealthReadyResponseSchema = z.object({
  status: z.literal('ready'),
  version: z.string(),
  database: z.object({ latencyMs: z.number() }),
  /** The newest migration this build knows, applied in the database. */
  migration: z.string(),
});
export type TGetHealthReadyResponse = z.infer<typeof ZGetHealthReadyResponseSchema>;

/**
 * Readiness, for a load balancer: 200 only when the database answers and holds every migration
 * this build knows; else 503 `service_unavailable` (also while the instance drains on SIGTERM).
 */
export const getHealthReadyContract = defineContract({
  method: 'GET',
  path: '/api/health/ready',
  summary: 'Readiness: the database answers and is migrated',
  tags: ['health'],
  isAuthenticated: false,
  status: 200,
  response: ZGetHealthReadyResponseSchema,
});
