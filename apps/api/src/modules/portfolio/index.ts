// The portfolio module's public face: other modules, jobs, plugins and app.ts import only this file.
// The portfolio: every project of the user at a glance.
export { portfolioRoutes } from './routes';
