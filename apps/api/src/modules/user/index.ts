// The user module's public face: other modules, jobs, plugins and app.ts import only this file.
// The signed-in user's profile and terms.
export { userRoutes } from './routes';
export { ensureUser } from './service';
