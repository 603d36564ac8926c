import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectSchema } from './project';

export const getProjectContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid',
  summary: 'One project the signed-in user is a member of',
  tags: ['project'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZProjectSchema,
});
