import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZBudgetParamsSchema } from './budget';

export const deleteBudgetContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/budgets/:budgetId',
  summary: 'Delete an Ads budget (editor or owner)',
  tags: ['budgets'],
  isAuthenticated: true,
  params: ZBudgetParamsSchema,
  status: 204,
  response: z.null(),
});
