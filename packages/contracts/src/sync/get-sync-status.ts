import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectSyncStatusSchema } from './sync';

export const getSyncStatusContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/sync',
  summary: "The project's connected sources, their sync progress, freshness and last error",
  tags: ['sync'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZProjectSyncStatusSchema,
});
