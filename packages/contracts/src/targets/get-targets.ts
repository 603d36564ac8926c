import { defineContract } from '../common/contract';
import { ZTargetParamsSchema, ZTargetsSchema } from './target';

export const getTargetsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/targets/:month',
  summary: "A month's KPI targets and how the month is going against them",
  tags: ['targets'],
  isAuthenticated: true,
  params: ZTargetParamsSchema,
  status: 200,
  response: ZTargetsSchema,
});
