import { todayIn } from '@kampa/contracts/common/date-range';
import { type TSyncErrorCode } from '@kampa/contracts/sync/sync';
import { sql } from 'drizzle-orm';
import { syncSettlingDays, type AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { syncRuns } from '../../db/schema';
import type { KeyRing } from '../../lib/encryption';
import { findConnection, markReconnectNeeded, tokenSourceFor } from '../connections';
import { recordSyncRunEnded } from '../events';
import { GoogleApiError } from '../google';
import { planChunks } from './plan';
import * as runs from './runs-repository';
import { SOURCE_FETCHERS, type GoogleApi } from './source-fetchers';
import { findSource, markSourceSynced, type SourceRow } from './sources-repository';

/** How runs get scheduled: pg-boss in the app, anything that calls `runNextChunk` in tests. */
export type SyncScheduler = { enqueueRun: (runId: string, startAfter?: Date) => Promise<void> };

export type SyncDeps = {
  db: Database;
  config: AppConfig;
  keyRing: KeyRing;
  scheduler: SyncScheduler;
  /** Counts Google requests (the benchmark reports them). */
  onGoogleRequest?: ((api: GoogleApi) => void) | undefined;
  log?: { warn: (message: string) => void; error: (message: string) => void };
};

/** Transient failures (Google's 5xx, our own) are tried this many times before the run fails. */
export const MAX_ATTEMPTS = 5;
/** Never wait longer than this between tries for quota. */
const MAX_BACKOFF_SECONDS = 3600;

/**
 * Starts a run for a source unless one is already under way (then that one is answered): a
 * double click, a daily run meeting a manual one, never two runs of one source at once.
 */
export const startRun = async (
  deps: SyncDeps,
  source: Pick<SourceRow, 'projectId' | 'kind' | 'timeZone'>,
  trigger: runs.RunTrigger,
): Promise<runs.RunRow> => {
  const active = await runs.findActiveRun(deps.db, source.projectId, source.kind);
  if (active) {
    // A backfill supersedes a running re-read (the property or account changed).
    if (trigger !== 'backfill' || active.trigger === 'backfill') return active;
    await runs.failActiveRuns(deps.db, [source], {
      code: 'internal_error',
      message: 'Superseded by a new backfill',
    });
  }
  const run = await runs.createRun(deps.db, {
    projectId: source.projectId,
    kind: source.kind,
    trigger,
    chunks: planChunks(trigger, todayIn(source.timeZone), {
      chunkDays: deps.config.SYNC_CHUNK_DAYS,
      backfillMonths: Math.min(
        deps.config.SYNC_BACKFILL_MONTHS,
        SOURCE_FETCHERS[source.kind].maxBackfillMonths ?? Infinity,
      ),
      resyncDays: syncSettlingDays(deps.config)[source.kind],
    }),
  });
  await deps.scheduler.enqueueRun(run.id);
  return run;
};

const backoffSeconds = (base: number, attempt: number, retryAfter: number | null): number =>
  Math.min(MAX_BACKOFF_SECONDS, Math.max(retryAfter ?? 0, base * 2 ** Math.max(0, attempt - 1)));

type Outcome =
  | { kind: 'chunk_done' }
  | { kind: 'run_done' }
  | { kind: 'busy' }
  | { kind: 'stale' }
  | { kind: 'waiting'; until: Date }
  | { kind: 'failed'; code: TSyncErrorCode };

const fail = async (
  deps: SyncDeps,
  runId: string,
  code: TSyncErrorCode,
  message: string,
): Promise<Outcome> => {
  await runs.updateRun(deps.db, runId, {
    status: 'failed',
    errorCode: code,
    errorMessage: message,
    finishedAt: new Date(),
    retryAt: null,
  });
  await recordSyncRunEnded(deps.db, runId);
  return { kind: 'failed', code };
};

const wait = async (
  deps: SyncDeps,
  runId: string,
  until: Date,
  message: string,
): Promise<Outcome> => {
  await runs.updateRun(deps.db, runId, {
    status: 'waiting',
    retryAt: until,
    errorMessage: message,
  });
  await deps.scheduler.enqueueRun(runId, until);
  return { kind: 'waiting', until };
};

/**
 * One step of a run: the next unfinished chunk is fetched from Google and written in one
 * transaction that also marks it done, so a crash at any point leaves it either fully written or
 * still to do. The run is locked for the step (a transaction-scoped advisory lock, tried without
 * waiting), so a duplicate job for the same run does nothing. After a finished chunk the next step is scheduled.
 */
export const runNextChunk = async (deps: SyncDeps, runId: string): Promise<Outcome> => {
  const run = await runs.findRun(deps.db, runId);
  if (!run || !runs.ACTIVE_STATUSES.includes(run.status as (typeof runs.ACTIVE_STATUSES)[number])) {
    return { kind: 'stale' };
  }
  if (run.retryAt && run.retryAt.getTime() > Date.now() + 1000) return { kind: 'stale' };

  const source = await findSource(deps.db, run.projectId, run.kind);
  const connection = source?.connectionId
    ? await findConnection(deps.db, source.connectionId)
    : undefined;
  if (!source || !connection || connection.status === 'revoked') {
    return fail(deps, runId, 'disconnected', 'The Google connection was removed; connect again');
  }
  if (connection.status === 'reconnect_needed') {
    return fail(
      deps,
      runId,
      'reconnect_needed',
      'Google no longer accepts the connection; connect again',
    );
  }
  const fetcher = SOURCE_FETCHERS[source.kind];
  const quotaWait = fetcher.quotaWaitUntil?.(source, new Date());
  if (quotaWait) return wait(deps, runId, quotaWait.until, quotaWait.message);

  const chunk = await runs.nextPendingChunk(deps.db, runId);
  if (!chunk) {
    await deps.db.transaction(async (tx) => {
      await runs.updateRun(tx, runId, {
        status: 'succeeded',
        finishedAt: new Date(),
        retryAt: null,
      });
      await markSourceSynced(tx, run.projectId, run.kind);
      await recordSyncRunEnded(tx, runId);
    });
    return { kind: 'run_done' };
  }

  const tokens = tokenSourceFor(deps, connection);
  let attempt = 0;
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
      const locked = await tx.execute<{ ok: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(hashtext(${`sync-run:${runId}`})) AS ok`,
      );
      if (!locked.rows[0]?.ok) return { kind: 'busy' };
      // Progress is written outside the transaction, so screens see it while the chunk runs.
      await runs.updateRun(deps.db, runId, {
        status: 'running',
        retryAt: null,
        errorMessage: null,
      });
      attempt = await runs.countAttempt(deps.db, runId, chunk.seq);
      await tokens.withToken((accessToken) => {
        const ctx = {
          config: deps.config,
          tx,
          source,
          chunk,
          accessToken,
          onGoogleRequest: deps.onGoogleRequest,
        };
        return chunk.step === 'range' ? fetcher.writeRange(ctx) : fetcher.writeExtras(ctx);
      });
      await runs.markChunkDone(tx, runId, chunk.seq);
      return { kind: 'chunk_done' };
    });
    if (outcome.kind === 'chunk_done') await deps.scheduler.enqueueRun(runId);
    return outcome;
  } catch (error) {
    return handleFailure(deps, { runId, connectionId: connection.id, attempt, error });
  }
};

const handleFailure = async (
  deps: SyncDeps,
  input: { runId: string; connectionId: string; attempt: number; error: unknown },
): Promise<Outcome> => {
  const { runId, attempt, error } = input;
  const base = deps.config.SYNC_RETRY_DELAY_SECONDS;
  const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
  if (error instanceof GoogleApiError) {
    switch (error.kind) {
      case 'rate_limited':
      case 'quota':
        // Quota always recovers: wait, however often, and never fail the sync for it.
        return wait(
          deps,
          runId,
          later(backoffSeconds(base, attempt, error.retryAfterSeconds)),
          error.message,
        );
      case 'revoked':
        await markReconnectNeeded(deps.db, input.connectionId);
        return fail(
          deps,
          runId,
          'reconnect_needed',
          'Google no longer accepts the connection; connect again',
        );
      case 'permission_denied':
      case 'not_found':
        return fail(deps, runId, 'permission_denied', error.message);
      case 'unavailable':
      case 'unauthenticated':
      case 'invalid_argument':
        if (attempt < MAX_ATTEMPTS && error.kind === 'unavailable') {
          return wait(
            deps,
            runId,
            later(backoffSeconds(base, attempt, error.retryAfterSeconds)),
            error.message,
          );
        }
        return fail(deps, runId, 'google_unavailable', error.message);
    }
  }
  deps.log?.error(`sync run ${runId}: ${(error as Error).stack ?? String(error)}`);
  if (attempt < MAX_ATTEMPTS) {
    return wait(deps, runId, later(backoffSeconds(base, attempt, null)), 'Retrying after an error');
  }
  return fail(
    deps,
    runId,
    'internal_error',
    'The sync failed; it will be tried again at the next sync',
  );
};

/** Re-schedules every run left unfinished (after a crash or restart): duplicates do nothing. */
export const resumeUnfinishedRuns = async (deps: SyncDeps): Promise<number> => {
  const active = await deps.db
    .select({ id: syncRuns.id, retryAt: syncRuns.retryAt })
    .from(syncRuns)
    .where(sql`${syncRuns.status} IN ('queued', 'running', 'waiting')`);
  for (const run of active) await deps.scheduler.enqueueRun(run.id, run.retryAt ?? undefined);
  return active.length;
};
