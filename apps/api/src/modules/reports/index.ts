// The reports module's public face: other modules, jobs, plugins and app.ts import only this file.
// Client reports per project, their share links and the report page `/r/{token}` they open.
export { reportPageRoutes, reportsRoutes } from './routes';
