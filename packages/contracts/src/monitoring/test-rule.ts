import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZRuleDaySchema, ZRuleFieldsSchema } from './rule';

/** How many days back "test this rule" looks. */
export const RULE_TEST_DAYS = 90;

export const ZRuleTestSchema = z
  .object({
    /** The last RULE_TEST_DAYS days up to the source's yesterday, oldest first. */
    days: z.array(ZRuleDaySchema),
    /** The days an alert would have fired. */
    firedDates: z.array(z.string()),
    /** Whether the watched source is connected at all. */
    isSourceConnected: z.boolean(),
  })
  .meta({ id: 'RuleTest' });
export type TRuleTest = z.infer<typeof ZRuleTestSchema>;

export const testRuleContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/monitoring/rules/test',
  summary: 'The days of the last 90 a draft rule would have fired on (nothing is saved)',
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZRuleFieldsSchema,
  status: 200,
  response: ZRuleTestSchema,
});
