// The chat module's public face: other modules, jobs, plugins and app.ts import only this file.
// The analyst chat; its model as a text writer and its grounding, for a report's summary.
export { chatRoutes } from './routes';
export { checkGroundingAgainst } from './grounding';
export { textWriterFrom, type TextWriter } from './writer';
