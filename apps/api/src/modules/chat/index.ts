// The chat module's public face: other modules, jobs, plugins and app.ts import only this file.
// The analyst chat.
export { chatRoutes } from './routes';
