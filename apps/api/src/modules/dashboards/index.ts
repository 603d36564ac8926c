// The dashboards module's public face: other modules, jobs, plugins and app.ts import only this file.
// The three dashboards, and the cache of computed views they and the portfolio share.
export { dashboardRoutes } from './routes';
export {
  getAdsDashboard,
  getAdsDashboardOf,
  getAnalyticsDashboard,
  getAnalyticsDashboardOf,
  getOverviewDashboardOf,
  getSearchDashboard,
  getSearchDashboardOf,
  type DashboardDeps,
  type DashboardProject,
  type DashboardQueryOf,
} from './service';
export { createViewCache, viewKey, type ViewCache } from './view-cache';
