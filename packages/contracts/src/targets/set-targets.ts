import { defineContract } from '../common/contract';
import { ZSetTargetsBodySchema, ZTargetParamsSchema, ZTargetsSchema } from './target';

/** A month's targets are replaced whole: the metrics sent, and no other. */
export const setTargetsContract = defineContract({
  method: 'PUT',
  path: '/api/project/:projectUid/targets/:month',
  summary: "Set a month's KPI targets (editor or owner)",
  tags: ['targets'],
  isAuthenticated: true,
  params: ZTargetParamsSchema,
  body: ZSetTargetsBodySchema,
  status: 200,
  response: ZTargetsSchema,
});
