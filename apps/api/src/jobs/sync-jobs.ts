import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { AppConfig } from '../config';
import {
  listAllSources,
  resumeUnfinishedRuns,
  runNextChunk,
  startRun,
  type SyncDeps,
} from '../modules/sync';
import { currentRequestId, runWithRequestId } from '../lib/request-context';
import { createInFlight } from './in-flight';

export const SYNC_RUN_QUEUE = 'sync-run';
export const SYNC_DAILY_QUEUE = 'sync-daily';

export type SyncJobs = {
  boss: PgBoss;
  enqueueRun: (runId: string, startAfter?: Date) => Promise<void>;
  /**
   * Starts the workers (and the daily schedule); the API answers without them too. `afterRun` is
   * told of every run that has just succeeded (monitoring checks its days).
   */
  startWorkers: (deps: SyncDeps, afterRun?: (runId: string) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Background work in pg-boss on the same PostgreSQL, through the app's own pool. A sync run moves
 * one chunk per job; a job that dies with its process expires and is retried, and on start every
 * unfinished run is scheduled again (a duplicate does nothing: see runNextChunk).
 */
/** A run's job: the run, and the request that started it (its id is in every line the job logs). */
type RunJob = { runId: string; requestId?: string };

/** Where a job says what it did (the app's logger, which adds the request id it runs under). */
export type JobLog = { info: (fields: object, message: string) => void };

export const createSyncJobs = async (
  pool: pg.Pool,
  config: Pick<AppConfig, 'SYNC_JOB_EXPIRE_SECONDS' | 'SYNC_POLL_SECONDS' | 'SYNC_DAILY_CRON'>,
  log?: JobLog,
): Promise<SyncJobs> => {
  let isStopped = false;
  const boss = new PgBoss({
    db: {
      // pg-boss records a job's outcome without awaiting it: a job fetched as Kampa stops (and
      // refused) gets its "failed" written after pg-boss's stop has returned, when the pool may
      // have ended (an unhandled "Cannot use a pool after calling end"; an empty answer instead
      // fails inside pg-boss, which reads the row count). Once stopped, such late calls never
      // reach the pool and never settle, so nothing throws: the write is dropped as a crash would
      // drop it, and the job, left active, expires and runs again (every job is safe to repeat).
      executeSql: (text, values) =>
        isStopped ? new Promise<never>(() => undefined) : pool.query(text, values),
    },
    schema: 'pgboss',
    // Completed jobs are only kept briefly: the sync's own tables hold its history.
    deleteAfterDays: 7,
  });
  boss.on('error', () => undefined);
  await boss.start();
  const queueOptions = {
    retryLimit: 20,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: config.SYNC_JOB_EXPIRE_SECONDS,
  };
  for (const name of [SYNC_RUN_QUEUE, SYNC_DAILY_QUEUE]) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...queueOptions });
    else await boss.createQueue(name, { name, ...queueOptions });
  }

  // A run's next chunk is queued by the job before it, under the same request id.
  const enqueueRun = async (runId: string, startAfter?: Date) => {
    const requestId = currentRequestId();
    const data: RunJob = requestId ? { runId, requestId } : { runId };
    await boss.send(SYNC_RUN_QUEUE, data, startAfter ? { startAfter } : {});
  };

  // A chunk is one transaction: one still running at shutdown is waited for (not cut), so it
  // never queries the pool after it has ended; one not begun is refused and runs again later.
  const inFlight = createInFlight();
  const startWorkers = async (deps: SyncDeps, afterRun?: (runId: string) => Promise<void>) => {
    const polling = { pollingIntervalSeconds: config.SYNC_POLL_SECONDS };
    await boss.work<RunJob>(SYNC_RUN_QUEUE, polling, async ([job]) => {
      if (!job) return;
      const { runId, requestId } = job.data;
      await runWithRequestId(requestId ?? `job:${job.id}`, () =>
        inFlight.run(async () => {
          const outcome = await runNextChunk(deps, runId);
          log?.info({ runId, jobId: job.id, outcome: outcome.kind }, 'sync run step');
          if (outcome.kind === 'run_done') await afterRun?.(runId);
        }),
      );
    });
    await boss.work(SYNC_DAILY_QUEUE, polling, async () =>
      inFlight.run(async (signal) => {
        for (const source of await listAllSources(deps.db)) {
          signal.throwIfAborted();
          if (source.connectionId) await startRun(deps, source, 'daily');
        }
      }),
    );
    await boss.schedule(SYNC_DAILY_QUEUE, config.SYNC_DAILY_CRON, {}, { tz: 'UTC' });
    await resumeUnfinishedRuns(deps);
  };

  return {
    boss,
    enqueueRun,
    startWorkers,
    // Handlers first (aborted or finished), then pg-boss: stopping pg-boss first, it would give
    // up waiting after its timeout and fail the jobs, and its workers would then record a late
    // handler's outcome on a pool that had ended (seen on a loaded machine).
    stop: async () => {
      await inFlight.stop();
      await boss.stop({ graceful: true, timeout: 5_000 });
      isStopped = true;
    },
  };
};
