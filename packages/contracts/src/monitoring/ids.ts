import { z } from 'zod';
import { ZProjectParamsSchema } from '../common/params';

export const ZRuleParamsSchema = ZProjectParamsSchema.extend({
  ruleId: z.uuid('must be a rule id'),
});

export const ZAlertParamsSchema = ZProjectParamsSchema.extend({
  alertId: z.uuid('must be an alert id'),
});
