import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZRuleSchema } from './rule';

export const ZRulesListSchema = z.object({ rules: z.array(ZRuleSchema) }).meta({ id: 'RulesList' });

export const listRulesContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/monitoring/rules',
  summary: "The project's alert rules",
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZRulesListSchema,
});
