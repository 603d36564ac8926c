import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mail/mailer';
import { evaluateProject, recentPart } from '../modules/monitoring/evaluate';
import { emailAlert } from '../modules/monitoring/notify';
import { runScope } from '../modules/monitoring/repository';

export const MONITORING_EVALUATE_QUEUE = 'monitoring-evaluate';
export const MONITORING_EMAIL_QUEUE = 'monitoring-email';

export type MonitoringJobs = {
  /** After a sync run succeeded: check the rules on the days it wrote. */
  enqueueRunEvaluation: (runId: string) => Promise<void>;
  startWorkers: () => Promise<void>;
};

type Deps = { db: Database; mailer: Mailer; publicUrl: string; pollSeconds: number };

/**
 * Monitoring's background work on the sync's pg-boss: evaluating the rules after each successful
 * run (one job per run: its id is the singleton key) and e-mailing each fired alert. Both are safe
 * to repeat: an alert is unique per rule and day, and its e-mail is claimed before it is sent.
 */
export const createMonitoringJobs = async (boss: PgBoss, deps: Deps): Promise<MonitoringJobs> => {
  const options = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 };
  for (const name of [MONITORING_EVALUATE_QUEUE, MONITORING_EMAIL_QUEUE]) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
    else await boss.createQueue(name, { name, ...options });
  }
  return {
    enqueueRunEvaluation: async (runId) => {
      await boss.send(MONITORING_EVALUATE_QUEUE, { runId }, { singletonKey: runId });
    },
    startWorkers: async () => {
      const polling = { pollingIntervalSeconds: deps.pollSeconds };
      await boss.work<{ runId: string }>(MONITORING_EVALUATE_QUEUE, polling, async ([job]) => {
        if (!job) return;
        const scope = await runScope(deps.db, job.data.runId);
        if (!scope) return;
        const fired = await evaluateProject(deps.db, {
          projectId: scope.projectId,
          source: scope.source,
          range: recentPart({ from: scope.from, to: scope.to }),
        });
        for (const alert of fired) {
          await boss.send(
            MONITORING_EMAIL_QUEUE,
            { alertId: alert.alertId },
            { singletonKey: alert.alertId },
          );
        }
      });
      await boss.work<{ alertId: string }>(MONITORING_EMAIL_QUEUE, polling, async ([job]) => {
        if (job) await emailAlert(deps.db, deps.mailer, { ...job.data, publicUrl: deps.publicUrl });
      });
    },
  };
};
