// The team module's public face: other modules, jobs, plugins and app.ts import only this file.
// Members, roles and invitations. `lockMembers` takes the caller's transaction.
export { lockMembers } from './repository';
export { teamRoutes } from './routes';
