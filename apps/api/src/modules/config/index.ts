// The config module's public face: other modules, jobs, plugins and app.ts import only this file.
// The web app's public configuration.
export { configRoutes } from './routes';
