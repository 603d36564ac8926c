import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';

export const deleteProjectContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid',
  summary: 'Delete a project (owner only); it disappears for every member',
  tags: ['project'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZProjectParamsSchema,
  status: 204,
  response: z.null(),
});
