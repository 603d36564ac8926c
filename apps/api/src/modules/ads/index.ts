// The ads module's public face: other modules, jobs, plugins and app.ts import only this file.
// Google Ads as a project's source: picking the account, connecting it.
export { adsRoutes } from './routes';
