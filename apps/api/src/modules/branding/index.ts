// The branding module's public face: other modules, jobs, plugins and app.ts import only this file.
// The agency's name, accent colour and logo on client reports: a user's profile (the agency,
// until workspaces exist) and a project's override, field by field.
export { brandingRoutes } from './routes';
export { effectiveBrandingOf } from './service';
