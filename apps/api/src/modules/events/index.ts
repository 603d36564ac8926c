// The events module's public face: other modules, jobs, plugins and app.ts import only this file.
// The project's timeline. Writes that must share a caller's transaction take it (`DbOrTx`).
export { insertMemberEvent, timeZoneOf } from './repository';
export { eventsRoutes } from './routes';
export {
  chartEventsOf,
  listEvents,
  recordConnectionChange,
  recordSourceConnected,
  recordSourceDisconnected,
  recordSyncRunEnded,
} from './service';
