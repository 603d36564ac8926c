// The sync module's public face: other modules, jobs, plugins and app.ts import only this file.
// Syncing Google's data into the project's tables, and the sources' states.
export { resumeUnfinishedRuns, runNextChunk, startRun, type SyncDeps } from './engine';
export { syncRoutes } from './routes';
export { countRunsByStatus, failActiveRuns } from './runs-repository';
export { detachSourcesOfMember, stopSyncsOfConnection } from './service';
export { connectionStateOf, loadSourceStatuses, syncProgressOf } from './source-status';
export { listAllSources, saveSource, type NewSource } from './sources-repository';
