import type { TConnectionState } from '@kampa/contracts/project/project';
import type {
  TProjectSource,
  TProjectSyncStatus,
  TSourceSync,
  TSyncErrorCode,
} from '@kampa/contracts/sync/sync';
import { noSources, SYNC_ERROR_CODES } from '@kampa/contracts/sync/sync';
import cronParser from 'cron-parser';
import type { Database } from '../../db/client';
import { sourceStatusRows } from './status-repository';

/**
 * What each project's sources look like right now: who connected them, how far the sync is, when
 * it last succeeded and will run next, and the last error. One query for any number of projects
 * (the project list shows it on every card; every dashboard answer carries it).
 */
export const loadSourceStatuses = async (
  db: Database,
  projectIds: string[],
  dailyCron: string | null,
): Promise<Map<string, TProjectSyncStatus>> => {
  const rows = await sourceStatusRows(db, projectIds);
  const nextSyncAt = dailyCron ? nextCronRun(dailyCron) : null;
  const statuses = new Map<string, TProjectSyncStatus>(projectIds.map((id) => [id, noSources()]));
  for (const row of rows) {
    const { source, connectionStatus, run, failure } = row;
    const isActive = run !== null && ['queued', 'running', 'waiting'].includes(run.status);
    const isFailureCurrent =
      failure?.finishedAt && (!source.lastSuccessAt || failure.finishedAt > source.lastSuccessAt);
    const sync: TSourceSync = {
      state: isActive ? (run.status as TSourceSync['state']) : isFailureCurrent ? 'failed' : 'idle',
      trigger: isActive ? run.trigger : null,
      progress: isActive && run.chunksTotal > 0 ? run.chunksDone / run.chunksTotal : null,
      chunksDone: isActive ? run.chunksDone : 0,
      chunksTotal: isActive ? run.chunksTotal : 0,
      retryAt: isActive && run.retryAt ? run.retryAt.toISOString() : null,
      lastSuccessAt: source.lastSuccessAt?.toISOString() ?? null,
      nextSyncAt: connectionStatus === 'active' ? nextSyncAt : null,
      lastError:
        isFailureCurrent && failure.finishedAt
          ? {
              code: toErrorCode(failure.errorCode),
              message: failure.errorMessage ?? '',
              at: failure.finishedAt.toISOString(),
            }
          : null,
    };
    const entry: TProjectSource = {
      kind: source.kind,
      externalId: source.externalId,
      displayName: source.displayName,
      parentId: source.parentId,
      timeZone: source.timeZone,
      currency: source.currency,
      connectionId: source.connectionId,
      connectionStatus: connectionStatus ?? 'revoked',
      connectedBy: {
        displayName: row.userName,
        email: row.userEmail,
        googleEmail: row.googleEmail,
      },
      dataFrom: row.dataFrom,
      dataTo: row.dataTo,
      sync,
    };
    const status = statuses.get(source.projectId);
    if (status) status[source.kind] = entry;
  }
  return statuses;
};

const ERROR_CODES: ReadonlySet<string> = new Set(SYNC_ERROR_CODES);

const toErrorCode = (code: string | null): TSyncErrorCode =>
  code !== null && ERROR_CODES.has(code) ? (code as TSyncErrorCode) : 'internal_error';

let nextRunCache: { cron: string; minute: number; next: string | null } | null = null;

/** The cron's next run from now; computed at most once a minute (it changes once a day). */
const nextCronRun = (cron: string): string | null => {
  const minute = Math.floor(Date.now() / 60_000);
  if (nextRunCache?.cron === cron && nextRunCache.minute === minute) return nextRunCache.next;
  let next: string | null;
  try {
    next = cronParser.parseExpression(cron, { tz: 'UTC' }).next().toDate().toISOString();
  } catch {
    next = null;
  }
  nextRunCache = { cron, minute, next };
  return next;
};

/** The one-word state a project card shows for a source. */
export const connectionStateOf = (source: TProjectSource | null): TConnectionState => {
  if (!source) return 'not_connected';
  if (source.connectionStatus !== 'active' || source.sync.lastError?.code === 'reconnect_needed') {
    return 'reconnect_needed';
  }
  if (source.sync.state === 'failed') return 'error';
  if (!source.sync.lastSuccessAt) return 'connecting';
  return 'connected';
};

/** Share of the work done over the project's running syncs; null when none runs. */
export const syncProgressOf = (status: TProjectSyncStatus): number | null => {
  const running = [status.analytics, status.ads, status.search_console].filter(
    (source): source is TProjectSource => source !== null && source.sync.progress !== null,
  );
  if (running.length === 0) return null;
  const done = running.reduce((sum, source) => sum + source.sync.chunksDone, 0);
  const total = running.reduce((sum, source) => sum + source.sync.chunksTotal, 0);
  return total > 0 ? done / total : 0;
};
