// The analytics module's public face: other modules, jobs, plugins and app.ts import only this file.
// GA4 as a project's source: picking the property, connecting it.
export { analyticsRoutes } from './routes';
