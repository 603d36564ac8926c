import { defineContract } from '../common/contract';
import { ZRuleParamsSchema } from './ids';
import { ZRuleSchema } from './rule';

/**
 * Gives one rule's webhook a new signing secret (after it leaked, or a receiver changed hands):
 * deliveries from then on are signed with the new one, which the answer's rule carries.
 */
export const rotateWebhookSecretContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/monitoring/rules/:ruleId/webhook-secret',
  summary: "Rotate an alert rule's webhook secret (editor or owner)",
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZRuleParamsSchema,
  status: 200,
  response: ZRuleSchema,
});
