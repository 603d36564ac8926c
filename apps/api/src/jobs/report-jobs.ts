import type PgBoss from 'pg-boss';
import { enqueueDueSchedules, processDueDeliveries, type DeliveryDeps } from '../modules/reports';
import { createInFlight } from './in-flight';

export const REPORT_DELIVERY_QUEUE = 'report-delivery';
export const REPORT_SCHEDULE_QUEUE = 'report-schedule';

export type ReportJobs = {
  /** Something was queued in the outbox (or waits for a retry at `startAfter`): send it. */
  kick: (startAfter?: Date) => Promise<void>;
  startWorkers: () => Promise<void>;
  /** Before pg-boss stops: aborts the handlers still running (between two e-mails). */
  stop: () => Promise<void>;
};

/**
 * The client reports' background work on the sync's pg-boss. The outbox table is the truth; a
 * job only says "look at it": the delivery job sends every due row (and asks for itself again
 * when the next retry is due), and the scheduler's job, every minute, queues the reports whose
 * scheduled time has come and sends what is due, which also takes up a row a crashed worker left.
 * Both are safe on several instances at once (the rows are claimed in the database).
 */
export const createReportJobs = async (
  boss: PgBoss,
  deps: DeliveryDeps & { pollSeconds: number; scheduleCron: string },
): Promise<ReportJobs> => {
  const options = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 };
  for (const name of [REPORT_DELIVERY_QUEUE, REPORT_SCHEDULE_QUEUE]) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
    else await boss.createQueue(name, { name, ...options });
  }
  const inFlight = createInFlight();
  const kick = async (startAfter?: Date) => {
    await boss.send(REPORT_DELIVERY_QUEUE, {}, startAfter ? { startAfter } : {});
  };
  const sendDue = async (signal: AbortSignal) => {
    const { nextAt } = await processDueDeliveries(deps, signal);
    if (nextAt && !signal.aborted) await kick(nextAt);
  };
  return {
    kick,
    startWorkers: async () => {
      const polling = { pollingIntervalSeconds: deps.pollSeconds };
      await boss.work(REPORT_DELIVERY_QUEUE, polling, () => inFlight.run(sendDue));
      await boss.work(REPORT_SCHEDULE_QUEUE, polling, () =>
        inFlight.run(async (signal) => {
          await enqueueDueSchedules(deps.dashboards.db, new Date());
          await sendDue(signal);
        }),
      );
      await boss.schedule(REPORT_SCHEDULE_QUEUE, deps.scheduleCron, {}, { tz: 'UTC' });
      // What a stopped instance left (queued, or claimed when it died) is looked at now.
      await kick();
    },
    stop: () => inFlight.stop(),
  };
};
