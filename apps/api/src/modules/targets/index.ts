// The targets module's public face: other modules, jobs, plugins and app.ts import only this file.
// A project's monthly KPI targets, against the overview's numbers for the month's days gone by.
export { targetsRoutes } from './routes';
export { targetsOfMonth, targetsOfProjects, type TargetsProjectInput } from './service';
