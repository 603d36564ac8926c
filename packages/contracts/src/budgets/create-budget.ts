import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZBudgetFieldsSchema, ZBudgetSchema } from './budget';

export const createBudgetContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/budgets',
  summary: 'Create an Ads budget (editor or owner)',
  tags: ['budgets'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZBudgetFieldsSchema,
  status: 201,
  response: ZBudgetSchema,
});
