import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';

/**
 * Any member may leave; the last owner must first hand the project over (409 `last_owner`), and
 * the workspace's owner or a manager reaches it through the workspace anyway (409
 * `access_through_workspace`).
 */
export const leaveProjectContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/leave',
  summary: 'Leave the project',
  tags: ['team'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 204,
  response: z.null(),
});
