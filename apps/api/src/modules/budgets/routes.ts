import { createBudgetContract } from '@kampa/contracts/budgets/create-budget';
import { deleteBudgetContract } from '@kampa/contracts/budgets/delete-budget';
import { listBudgetsContract } from '@kampa/contracts/budgets/list-budgets';
import { updateBudgetContract } from '@kampa/contracts/budgets/update-budget';
import type { FastifyInstance } from 'fastify';
import { syncSettlingDays } from '../../config';
import { registerRoute } from '../../lib/route';
import * as service from './service';

export type BudgetsRoutesOptions = {
  /** Run in a deleted budget's transaction: monitoring deletes the rules watching it. */
  onBudgetDeleted: service.OnBudgetDeleted;
};

export const budgetsRoutes = async (app: FastifyInstance, options: BudgetsRoutesOptions) => {
  const { db } = app;
  const deps: service.BudgetsDeps = { db, settlingDays: syncSettlingDays(app.config) };
  registerRoute(app, listBudgetsContract, async (request) =>
    service.listBudgets(deps, request.requireUser(), request.params.projectUid),
  );
  registerRoute(app, createBudgetContract, async (request) =>
    service.createBudget(deps, request.requireUser(), request.params.projectUid, request.body),
  );
  registerRoute(app, updateBudgetContract, async (request) =>
    service.updateBudget(deps, request.requireUser(), request.params, request.body),
  );
  registerRoute(app, deleteBudgetContract, async (request) =>
    service.deleteBudget(db, request.requireUser(), request.params, options.onBudgetDeleted),
  );
};
