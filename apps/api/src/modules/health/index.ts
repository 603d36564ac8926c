// The health module's public face: other modules, jobs, plugins and app.ts import only this file.
// The health check.
export { healthRoutes } from './routes';
