// The dev-mail module's public face: other modules, jobs, plugins and app.ts import only this file.
// The local inbox (development only).
export { devMailRoutes } from './routes';
