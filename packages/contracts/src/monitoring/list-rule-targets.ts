import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZDataSourceSchema } from '../sync/sync';

/** What a rule may watch besides the whole property or account: the synced values, the budgets. */
export const ZRuleTargetsSchema = z
  .object({
    /** GA4 channels (default channel groups) in the synced data, by name. */
    channels: z.array(z.string()),
    /** Google Ads campaigns of the synced account, by name. */
    campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
    /** The project's Google Ads budgets, oldest first: what a budget rule may watch. */
    budgets: z.array(z.object({ id: z.uuid(), name: z.string() })),
    /** The sources the project has chosen: the rule form offers Search Console only when chosen. */
    sources: z.array(ZDataSourceSchema),
  })
  .meta({ id: 'RuleTargets' });
export type TRuleTargets = z.infer<typeof ZRuleTargetsSchema>;

export const listRuleTargetsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/monitoring/targets',
  summary: 'The channels, campaigns, budgets and connected sources a rule may watch',
  tags: ['monitoring'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZRuleTargetsSchema,
});
