// The account module's public face: other modules, jobs, plugins and app.ts import only this file.
// Personal data: the account's export and deletion.
export { accountRoutes } from './routes';
