import type PgBoss from 'pg-boss';
import { enqueueDueDigests, processDueDigests, type DigestDeps } from '../modules/notifications';
import { createInFlight } from './in-flight';

export const DIGEST_QUEUE = 'notification-digest';

export type DigestJobs = {
  startWorkers: () => Promise<void>;
  /** Before pg-boss stops: aborts the handlers still running (between two digests). */
  stop: () => Promise<void>;
};

/**
 * The daily digest's background work on the sync's pg-boss: a cron job (`DIGEST_SCHEDULE_CRON`,
 * every few minutes) queues the digest of each user whose local hour has come and who has none
 * for that day, then builds and sends every due one; a refused one asks for the job again at its
 * retry time. The outbox table is the truth (one row per user and local day), so several
 * instances and a crashed one's rows are safe.
 */
export const createDigestJobs = async (
  boss: PgBoss,
  deps: DigestDeps & { pollSeconds: number; scheduleCron: string },
): Promise<DigestJobs> => {
  const options = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 };
  if (await boss.getQueue(DIGEST_QUEUE)) {
    await boss.updateQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, ...options });
  } else {
    await boss.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, ...options });
  }
  const inFlight = createInFlight();
  return {
    startWorkers: async () => {
      await boss.work(DIGEST_QUEUE, { pollingIntervalSeconds: deps.pollSeconds }, () =>
        inFlight.run(async (signal) => {
          await enqueueDueDigests(deps.dashboards.db, new Date());
          const { nextAt } = await processDueDigests(deps, signal);
          if (nextAt && !signal.aborted) await boss.send(DIGEST_QUEUE, {}, { startAfter: nextAt });
        }),
      );
      await boss.schedule(DIGEST_QUEUE, deps.scheduleCron, {}, { tz: 'UTC' });
      // What a stopped instance left (due, or claimed when it died) is looked at now.
      await boss.send(DIGEST_QUEUE, {});
    },
    stop: () => inFlight.stop(),
  };
};
