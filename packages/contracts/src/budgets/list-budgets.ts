import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZBudgetSchema } from './budget';

export const ZBudgetsListSchema = z
  .object({
    /** The connected Ads account the budgets are in, or null when none is. */
    account: z
      .object({ currency: z.string(), timeZone: z.string(), displayName: z.string() })
      .nullable(),
    /** The campaigns of the synced account a budget may cover, by name. */
    campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
    budgets: z.array(ZBudgetSchema),
  })
  .meta({ id: 'BudgetsList' });
export type TBudgetsList = z.infer<typeof ZBudgetsListSchema>;

export const listBudgetsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/budgets',
  summary: "The project's Ads budgets with their pacing",
  tags: ['budgets'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZBudgetsListSchema,
});
