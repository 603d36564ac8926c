import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectSyncStatusSchema } from './sync';

/** Syncs every connected source now (editor and up; at most once a minute per project: 429). */
export const startSyncContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/sync',
  summary: 'Sync the project now: re-read the last days of every connected source',
  tags: ['sync'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 202,
  response: ZProjectSyncStatusSchema,
});
