import type { TProjectSyncStatus } from '@kampa/contracts/sync/sync';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { recordConnectionChange, recordSourceDisconnected } from '../events';
import { requireProjectAccess } from '../access';
import { DATA_SOURCES, noSources } from '@kampa/contracts/sync/sync';
import { startRun, type SyncDeps } from './engine';
import { claimManualSync, failActiveRuns } from './runs-repository';
import { loadSourceStatuses } from './source-status';
import {
  detachSources,
  findSource,
  listSourcesOfConnection,
  listSourcesOfMember,
} from './sources-repository';

/** A project may be synced by hand at most once a minute. */
export const MANUAL_SYNC_INTERVAL_MS = 60_000;

export const getSyncStatus = async (
  deps: Pick<SyncDeps, 'db' | 'config'>,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TProjectSyncStatus> => {
  const { project } = await requireProjectAccess(deps.db, user, projectUid, 'view');
  const statuses = await loadSourceStatuses(deps.db, [project.id], deps.config.SYNC_DAILY_CRON);
  return statuses.get(project.id) ?? noSources();
};

/** "Sync now" (editor and up): re-reads the last days of every connected source. */
export const syncNow = async (
  deps: SyncDeps,
  user: AuthenticatedUser,
  projectUid: string,
): Promise<TProjectSyncStatus> => {
  const { project } = await requireProjectAccess(deps.db, user, projectUid, 'edit');
  const sources = (
    await Promise.all(DATA_SOURCES.map((kind) => findSource(deps.db, project.id, kind)))
  ).filter((source) => source?.connectionId);
  if (sources.length === 0) {
    throw new AppError(409, 'not_connected', 'Connect Google Analytics or Google Ads first');
  }
  const wait = await claimManualSync(deps.db, project.id, MANUAL_SYNC_INTERVAL_MS);
  if (wait !== null) {
    const error = new AppError(
      429,
      'rate_limited',
      'This project was synced less than a minute ago',
    );
    error.retryAfterSeconds = Math.ceil(wait / 1000);
    throw error;
  }
  for (const source of sources) {
    if (source) await startRun(deps, source, source.lastSuccessAt ? 'manual' : 'backfill');
  }
  return getSyncStatus(deps, user, projectUid);
};

/** A connection is gone: the runs that read through it stop now, with a reason. */
export const stopSyncsOfConnection = async (db: DbOrTx, connectionId: string): Promise<void> => {
  const sources = await listSourcesOfConnection(db, connectionId);
  await recordConnectionChange(db, connectionId, 'disconnected');
  await failActiveRuns(db, sources, {
    code: 'disconnected',
    message: 'The Google connection was removed; connect again',
  });
};

/**
 * A member left or was removed: the project's sources that read through their Google connections
 * stop as after a disconnect (a `disconnected` event, the running syncs failed, the source kept
 * with its data but read through no connection, so the project is asked to connect again), in the
 * transaction of the membership change. Their connection no longer lists the project.
 */
export const detachSourcesOfMember = async (
  db: DbOrTx,
  projectId: string,
  userId: string,
): Promise<void> => {
  const sources = await listSourcesOfMember(db, projectId, userId);
  if (sources.length === 0) return;
  for (const source of sources) {
    await recordSourceDisconnected(db, {
      projectId,
      source: source.kind,
      sourceName: source.displayName,
    });
  }
  await detachSources(
    db,
    projectId,
    sources.map((source) => source.kind),
  );
  await failActiveRuns(db, sources, {
    code: 'disconnected',
    message: 'The member whose Google connection this project read through left it; connect again',
  });
};
