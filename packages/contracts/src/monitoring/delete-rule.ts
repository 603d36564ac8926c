import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZRuleParamsSchema } from './ids';

export const deleteRuleContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/monitoring/rules/:ruleId',
  summary: 'Delete an alert rule and its alerts (editor or owner)',
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZRuleParamsSchema,
  status: 204,
  response: z.null(),
});
