// The connections module's public face: other modules, jobs, plugins and app.ts import only this file.
// Google connections (OAuth) and the tokens they give.
export { askGoogle } from './google-app-error';
export { findConnection } from './repository';
export { connectionRoutes } from './routes';
export {
  markReconnectNeeded,
  resolveConnection,
  tokenSourceFor,
  type ConnectionDeps,
} from './service';
