// The project module's public face: other modules, jobs, plugins and app.ts import only this file.
// Projects: create, read, update, delete, shown with their sources' states.
export { projectRoutes } from './routes';
export { generateProjectUid, listProjectsWithSources, presentProject } from './service';
