// The search-console module's public face: other modules, jobs, plugins and app.ts import only this file.
// Google Search Console as a project's source: picking the site, connecting it.
export { searchConsoleRoutes } from './routes';
