import type PgBoss from 'pg-boss';
import type { TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database } from '../db/client';
import type { KeyRing } from '../lib/encryption';
import type { Mailer } from '../lib/mail/mailer';
import {
  evaluateProject,
  recentPart,
  deliverWebhook,
  emailAlert,
  runScope,
  type WebhookTargets,
} from '../modules/monitoring';
import { createInFlight } from './in-flight';
import { notifications } from '../lib/metrics';
import { alertEmailRecipients } from '../modules/notifications';

export const MONITORING_EVALUATE_QUEUE = 'monitoring-evaluate';
export const MONITORING_EMAIL_QUEUE = 'monitoring-email';
export const MONITORING_WEBHOOK_QUEUE = 'monitoring-webhook';

export type MonitoringJobs = {
  /** After a sync run succeeded: check the rules on the days it wrote. */
  enqueueRunEvaluation: (runId: string) => Promise<void>;
  /** A fired alert's e-mail and webhook (each once per alert). */
  enqueueNotifications: (alertId: string) => Promise<void>;
  /** Evaluations queued or running, and every one ever queued (tests wait for them). */
  evaluationCounts: () => Promise<{ pending: number; queued: number }>;
  startWorkers: () => Promise<void>;
  /**
   * Before pg-boss stops: aborts the handlers still running (an evaluation ends between two rules)
   * and waits for them, so none queries the database once its pool has ended.
   */
  stop: () => Promise<void>;
};

type Deps = {
  db: Database;
  mailer: Mailer;
  keyRing: KeyRing;
  publicUrl: string;
  /** Where webhooks may connect (checked when each connection is made). */
  webhookTargets: WebhookTargets;
  pollSeconds: number;
  /** The sources' settling windows: which days the rules may judge yet. */
  settlingDays: TSettlingDays;
  /** Seconds before a failed webhook is tried again (doubling each time). */
  webhookRetryDelaySeconds: number;
};

/** Attempts after the first a webhook gets (with the doubling delay: 1, 2, 4, 8, 16 × the delay). */
export const WEBHOOK_RETRIES = 5;

/**
 * Monitoring's background work on the sync's pg-boss: evaluating the rules after each successful
 * run (one job per run: its id is the singleton key), e-mailing each fired alert and posting it to
 * the rule's webhook (retried with backoff until the receiver takes it). All are safe to repeat:
 * an alert is unique per rule and day, its e-mail is claimed before it is sent, and a webhook that
 * got through once is not posted again.
 */
export const createMonitoringJobs = async (boss: PgBoss, deps: Deps): Promise<MonitoringJobs> => {
  const options = { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 };
  const webhookOptions = {
    retryLimit: WEBHOOK_RETRIES,
    retryDelay: deps.webhookRetryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
  };
  const queues = [
    [MONITORING_EVALUATE_QUEUE, options],
    [MONITORING_EMAIL_QUEUE, options],
    [MONITORING_WEBHOOK_QUEUE, webhookOptions],
  ] as const;
  for (const [name, settings] of queues) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...settings });
    else await boss.createQueue(name, { name, ...settings });
  }
  const inFlight = createInFlight();
  const enqueueNotifications = async (alertId: string) => {
    await boss.send(MONITORING_EMAIL_QUEUE, { alertId }, { singletonKey: alertId });
    await boss.send(MONITORING_WEBHOOK_QUEUE, { alertId }, { singletonKey: alertId });
  };
  return {
    enqueueRunEvaluation: async (runId) => {
      await boss.send(MONITORING_EVALUATE_QUEUE, { runId }, { singletonKey: runId });
    },
    enqueueNotifications,
    evaluationCounts: async () => ({
      pending: await boss.getQueueSize(MONITORING_EVALUATE_QUEUE, { before: 'completed' }),
      queued: await boss.getQueueSize(MONITORING_EVALUATE_QUEUE, { before: 'failed' }),
    }),
    startWorkers: async () => {
      const polling = { pollingIntervalSeconds: deps.pollSeconds };
      await boss.work<{ runId: string }>(MONITORING_EVALUATE_QUEUE, polling, ([job]) =>
        inFlight.run(async (signal) => {
          if (!job) return;
          const scope = await runScope(deps.db, job.data.runId);
          if (!scope) return;
          const fired = await evaluateProject(deps.db, {
            projectId: scope.projectId,
            source: scope.source,
            range: recentPart({ from: scope.from, to: scope.to }),
            settlingDays: deps.settlingDays,
            signal,
          });
          for (const alert of fired) {
            signal.throwIfAborted();
            await enqueueNotifications(alert.alertId);
          }
        }),
      );
      await boss.work<{ alertId: string }>(MONITORING_EMAIL_QUEUE, polling, ([job]) =>
        inFlight.run(async () => {
          if (!job) return;
          await emailAlert(deps.db, deps.mailer, {
            ...job.data,
            publicUrl: deps.publicUrl,
            // Each member's notification preferences: severity, project override, language.
            chooseRecipients: (input) => alertEmailRecipients(deps.db, input),
          });
        }),
      );
      await boss.work<{ alertId: string }>(MONITORING_WEBHOOK_QUEUE, polling, ([job]) =>
        inFlight.run(async () => {
          if (!job) return;
          try {
            const outcome = await deliverWebhook(deps.db, deps.keyRing, {
              ...job.data,
              publicUrl: deps.publicUrl,
              targets: deps.webhookTargets,
            });
            if (outcome === 'delivered') {
              notifications.inc({ channel: 'webhook', outcome: 'delivered' });
            }
          } catch (error) {
            notifications.inc({ channel: 'webhook', outcome: 'failed' });
            throw error;
          }
        }),
      );
    },
    stop: () => inFlight.stop(),
  };
};
