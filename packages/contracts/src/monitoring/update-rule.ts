import { defineContract } from '../common/contract';
import { ZRuleParamsSchema } from './ids';
import { ZRuleFieldsSchema, ZRuleSchema } from './rule';

/** A rule is replaced whole: the editor sends every field. */
export const ZUpdateRuleRequestSchema = ZRuleFieldsSchema;

export const updateRuleContract = defineContract({
  method: 'PUT',
  path: '/api/project/:projectUid/monitoring/rules/:ruleId',
  summary: 'Change an alert rule (editor or owner)',
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZRuleParamsSchema,
  body: ZUpdateRuleRequestSchema,
  status: 200,
  response: ZRuleSchema,
});
