import type { TConnectionState } from '@kampa/contracts/project/project';
import type {
  TDataSource,
  TProjectSource,
  TProjectSyncStatus,
  TSourceSync,
  TSyncErrorCode,
} from '@kampa/contracts/sync/sync';
import { ZSyncErrorCodeSchema } from '@kampa/contracts/sync/sync';
import cronParser from 'cron-parser';
import type { Database } from '../../db/client';
import { lastFailures, latestRuns } from './runs-repository';
import { listSourcesOfProjects, storedDayRanges } from './sources-repository';

/**
 * What each project's sources look like right now: who connected them, how far the sync is, when
 * it last succeeded and will run next, and the last error. A fixed number of queries for any
 * number of projects (the project list shows it on every card).
 */
export const loadSourceStatuses = async (
  db: Database,
  projectIds: string[],
  dailyCron: string | null,
): Promise<Map<string, TProjectSyncStatus>> => {
  // One snapshot: read side by side, a run could be seen finished before its source's last
  // success was (they commit together), and the screen would show neither progress nor success.
  const [sources, runs, failures, days] = await db.transaction(
    async (tx) =>
      [
        await listSourcesOfProjects(tx, projectIds),
        await latestRuns(tx, projectIds),
        await lastFailures(tx, projectIds),
        await storedDayRanges(tx, projectIds),
      ] as const,
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const key = (projectId: string, kind: TDataSource) => `${projectId}:${kind}`;
  const runOf = new Map(runs.map((run) => [key(run.project_id, run.kind), run]));
  const failureOf = new Map(failures.map((run) => [key(run.projectId, run.kind), run]));
  const daysOf = new Map(days.map((row) => [key(row.projectId, row.kind), row]));
  const nextSyncAt = dailyCron ? nextCronRun(dailyCron) : null;

  const statuses = new Map<string, TProjectSyncStatus>(
    projectIds.map((id) => [id, { analytics: null, ads: null }]),
  );
  for (const { source, connectionStatus, googleEmail, userName, userEmail } of sources) {
    const k = key(source.projectId, source.kind);
    const run = runOf.get(k);
    const failure = failureOf.get(k);
    const isActive = run && ['queued', 'running', 'waiting'].includes(run.status);
    const isFailureCurrent =
      failure?.finishedAt && (!source.lastSuccessAt || failure.finishedAt > source.lastSuccessAt);
    const sync: TSourceSync = {
      state: isActive ? (run.status as TSourceSync['state']) : isFailureCurrent ? 'failed' : 'idle',
      trigger: isActive ? run.trigger : null,
      progress: isActive && run.chunks_total > 0 ? run.chunks_done / run.chunks_total : null,
      chunksDone: isActive ? run.chunks_done : 0,
      chunksTotal: isActive ? run.chunks_total : 0,
      retryAt: isActive && run.retry_at ? run.retry_at.toISOString() : null,
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
      connectedBy: { displayName: userName, email: userEmail, googleEmail },
      dataFrom: daysOf.get(k)?.from ?? null,
      dataTo: daysOf.get(k)?.to ?? null,
      sync,
    };
    const status = statuses.get(source.projectId);
    if (status) status[source.kind] = entry;
  }
  return statuses;
};

const toErrorCode = (code: string | null): TSyncErrorCode => {
  const parsed = ZSyncErrorCodeSchema.safeParse(code);
  return parsed.success ? parsed.data : 'internal_error';
};

const nextCronRun = (cron: string): string | null => {
  try {
    return cronParser.parseExpression(cron, { tz: 'UTC' }).next().toDate().toISOString();
  } catch {
    return null;
  }
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
  const running = [status.analytics, status.ads].filter(
    (source): source is TProjectSource => source !== null && source.sync.progress !== null,
  );
  if (running.length === 0) return null;
  const done = running.reduce((sum, source) => sum + source.sync.chunksDone, 0);
  const total = running.reduce((sum, source) => sum + source.sync.chunksTotal, 0);
  return total > 0 ? done / total : 0;
};
