import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZRuleFieldsSchema, ZRuleSchema } from './rule';

export const createRuleContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/monitoring/rules',
  summary: 'Create an alert rule (editor or owner)',
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZRuleFieldsSchema,
  status: 201,
  response: ZRuleSchema,
});
