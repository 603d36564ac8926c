// The budgets module's public face: other modules, jobs, plugins and app.ts import only this file.
// Google Ads budgets per project and their pacing, computed on read from the stored days.
export { computePacing, linearProjection, monthlyCycleOf } from './pacing';
export { budgetsRoutes } from './routes';
export { listBudgets, pacingOfProjects, type AdsDays } from './service';
