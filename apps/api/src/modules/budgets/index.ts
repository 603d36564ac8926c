// The budgets module's public face: other modules, jobs, plugins and app.ts import only this file.
// Google Ads budgets per project and their pacing, computed on read from the stored days.
export { computePacing, linearProjection, monthlyCycleOf } from './pacing';
export { budgetsRoutes, type BudgetsRoutesOptions } from './routes';
export {
  budgetScopesOf,
  listBudgets,
  pacingAtEndOfDays,
  pacingOfProjects,
  type AdsDays,
  type BudgetDays,
  type BudgetsDeps,
  type BudgetScope,
  type DayEndPacing,
  type OnBudgetDeleted,
} from './service';
