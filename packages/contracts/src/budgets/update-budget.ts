import { defineContract } from '../common/contract';
import { ZBudgetFieldsSchema, ZBudgetParamsSchema, ZBudgetSchema } from './budget';

/** A budget is replaced whole: the editor sends every field. */
export const updateBudgetContract = defineContract({
  method: 'PUT',
  path: '/api/project/:projectUid/budgets/:budgetId',
  summary: 'Change an Ads budget (editor or owner)',
  tags: ['budgets'],
  isAuthenticated: true,
  params: ZBudgetParamsSchema,
  body: ZBudgetFieldsSchema,
  status: 200,
  response: ZBudgetSchema,
});
