import type { TProject } from '@kampa/contracts/project/project';

/** How often a screen asks for a project again while one of its sources syncs. */
export const PROJECT_SYNC_POLL_MS = 2000;

/** Whether a sync of the project is under way (or its first one is about to start). */
export const isProjectSyncing = (project: TProject): boolean =>
  project.syncProgress !== null ||
  project.connections.analytics === 'connecting' ||
  project.connections.ads === 'connecting' ||
  project.connections.search_console === 'connecting';
