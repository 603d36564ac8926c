import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import { apiDocsServed, publicOriginOf, syncSettlingDays, type AppConfig } from './config';
import type { Database } from './db/client';
import { createDigestJobs } from './jobs/digest-jobs';
import { createMonitoringJobs, type MonitoringJobs } from './jobs/monitoring-jobs';
import { createReportJobs } from './jobs/report-jobs';
import { createSyncJobs } from './jobs/sync-jobs';
import { memoizingFrozen } from './lib/frozen-serializer';
import { parseKeyRing } from './lib/encryption';
import { createMailer } from './lib/mail/mailer';
import { chromiumPathOf, createPdfRenderer } from './lib/pdf/chromium';
import { systemResolver, type Resolver } from './lib/public-address-lookup';
import { adsRoutes } from './modules/ads';
import { searchConsoleRoutes } from './modules/search-console';
import { analyticsRoutes } from './modules/analytics';
import { budgetsRoutes } from './modules/budgets';
import { targetsRoutes } from './modules/targets';
import { brandingRoutes } from './modules/branding';
import { configRoutes } from './modules/config';
import { chatRoutes, textWriterFrom } from './modules/chat';
import { createViewCache, dashboardRoutes } from './modules/dashboards';
import { devMailRoutes } from './modules/dev-mail';
import { accountRoutes } from './modules/account';
import { connectionRoutes } from './modules/connections';
import { stopSyncsOfConnection, syncRoutes, type SyncDeps } from './modules/sync';
import { eventsRoutes } from './modules/events';
import { healthRoutes } from './modules/health';
import { allowedLocalTargets, deleteRulesOfBudget, monitoringRoutes } from './modules/monitoring';
import { notificationRoutes } from './modules/notifications';
import { portfolioRoutes } from './modules/portfolio';
import { projectRoutes } from './modules/project';
import { workspaceRoutes } from './modules/workspace';
import { reportPageRoutes, reportsRoutes, summaryWriterOf } from './modules/reports';
import { teamRoutes } from './modules/team';
import { userRoutes } from './modules/user';
import { authPlugin, termsGate } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { addressRateLimit, userRateLimit } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { inlineScriptHashes, webPlugin } from './plugins/web';

export type AppOptions = {
  config: AppConfig;
  db: Database;
  /** A streaming replica for the dashboards' numbers (`DATABASE_READ_URL`); see `db/read-replica.ts`. */
  readDb?: Database | null;
  version: string;
  /** Milliseconds since the epoch for the session cache; tests pass a clock they can move. */
  now?: () => number;
  /** How webhooks resolve names (the system's resolver; tests pass their own). */
  webhookResolver?: Resolver;
};

/** The whole application as a plugin: server.ts listens, tests `inject`. */
export const app = fp(async (fastify: FastifyInstance, options: AppOptions) => {
  const { config, db, version } = options;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(memoizingFrozen(serializerCompiler));
  fastify.decorate('db', db);
  fastify.decorate('readDb', options.readDb ?? null);
  fastify.decorate('config', config);
  fastify.decorate('appVersion', version);

  await fastify.register(errorsPlugin);
  await fastify.register(metricsPlugin, { config, db });
  await fastify.register(securityPlugin, {
    config,
    inlineScripts: config.WEB_DIST_DIR ? inlineScriptHashes(config.WEB_DIST_DIR) : [],
  });
  // Before the auth plugin: a flood from one address is refused before any token is checked.
  await fastify.register(addressRateLimit, {
    config,
    ...(config.RATE_LIMIT_STORE === 'postgres' ? { sharedIn: db.$client } : {}),
  });
  await fastify.register(swaggerPlugin, { version, servesDocs: apiDocsServed(config) });
  if (config.WEB_DIST_DIR) await fastify.register(webPlugin, { distDir: config.WEB_DIST_DIR });

  await fastify.register(cookie);
  await fastify.register(authPlugin, { config, ...(options.now ? { now: options.now } : {}) });
  await fastify.register(userRateLimit);
  await fastify.register(termsGate);

  if (!config.KAMPA_ENCRYPTION_KEY) {
    throw new Error('KAMPA_ENCRYPTION_KEY is not set (server.ts creates a local one when unset)');
  }
  const jobs = await createSyncJobs(db.$client, config, fastify.log);
  const deps: SyncDeps = {
    db,
    config,
    keyRing: parseKeyRing(config.KAMPA_ENCRYPTION_KEY),
    scheduler: jobs,
    log: {
      warn: (message) => fastify.log.warn(message),
      error: (message) => fastify.log.error(message),
    },
  };
  fastify.decorate('syncDeps', deps);
  const mailer = createMailer(config);
  // Local and private webhook receivers: only those on the allow-list, never in production.
  const isLocalWebhookAllowed = allowedLocalTargets(config);
  const monitoringJobs = await createMonitoringJobs(jobs.boss, {
    db,
    mailer,
    keyRing: deps.keyRing,
    webhookRetryDelaySeconds: config.WEBHOOK_RETRY_DELAY_SECONDS,
    settlingDays: syncSettlingDays(config),
    publicUrl: publicOriginOf(config),
    webhookTargets: {
      resolver: options.webhookResolver ?? systemResolver,
      // Checked again when each connection is made: a public name may resolve to a private address.
      isPrivateAllowed: isLocalWebhookAllowed,
    },
    pollSeconds: config.SYNC_POLL_SECONDS,
  });
  fastify.decorate('monitoringJobs', monitoringJobs);
  // The dashboards, the chat's tools and the client reports ask the same services through the
  // same computed views.
  const dashboards = {
    db,
    readDb: options.readDb ?? null,
    config,
    cache: createViewCache(config.DASHBOARD_CACHE_ENTRIES),
  };
  // The report's PDF: printed by the server's Chromium, when it has one.
  const chromiumPath = chromiumPathOf(config.KAMPA_CHROMIUM_PATH);
  const pdf = chromiumPath ? createPdfRenderer(chromiumPath) : null;
  if (pdf) fastify.addHook('onClose', () => pdf.close());
  // The reports' summary: worded by the chat's model when one is configured (every number
  // checked by the chat's grounding), else by the offline writer; one cache for page and e-mail.
  const summaryWriter = summaryWriterOf(textWriterFrom(config));
  const reportDelivery = {
    dashboards,
    summaryWriter,
    mailer,
    pdf,
    publicUrl: publicOriginOf(config),
    retrySeconds: config.REPORT_MAIL_RETRY_SECONDS,
    leaseSeconds: config.REPORT_MAIL_LEASE_SECONDS,
  };
  const reportJobs = await createReportJobs(jobs.boss, {
    ...reportDelivery,
    pollSeconds: config.SYNC_POLL_SECONDS,
    scheduleCron: config.REPORT_SCHEDULE_CRON,
  });
  const digestJobs = await createDigestJobs(jobs.boss, {
    dashboards,
    mailer,
    publicUrl: publicOriginOf(config),
    retrySeconds: config.DIGEST_MAIL_RETRY_SECONDS,
    leaseSeconds: config.DIGEST_MAIL_LEASE_SECONDS,
    pollSeconds: config.SYNC_POLL_SECONDS,
    scheduleCron: config.DIGEST_SCHEDULE_CRON,
  });
  if (config.SYNC_WORKERS) {
    fastify.addHook('onReady', async () => {
      await reportJobs.startWorkers();
      await digestJobs.startWorkers();
      await monitoringJobs.startWorkers();
      await jobs.startWorkers(deps, monitoringJobs.enqueueRunEvaluation);
    });
  }
  // The handlers still running first (monitoring's are aborted between rules; a sync chunk
  // finishes its transaction; new ones are refused and run again later), then pg-boss, which
  // records their outcomes before it stops: nothing may query the pool after it has ended.
  fastify.addHook('onClose', async () => {
    await reportJobs.stop();
    await digestJobs.stop();
    await monitoringJobs.stop();
    await jobs.stop();
  });
  fastify.addHook('onClose', () => mailer.close());

  await fastify.register(healthRoutes);
  await fastify.register(configRoutes);
  await fastify.register(userRoutes);
  await fastify.register(accountRoutes, { deps });
  await fastify.register(projectRoutes);
  await fastify.register(workspaceRoutes, { mailer });
  await fastify.register(connectionRoutes, { deps, stopSyncsOfConnection });
  await fastify.register(analyticsRoutes, { deps });
  await fastify.register(adsRoutes, { deps });
  await fastify.register(searchConsoleRoutes, { deps });
  await fastify.register(syncRoutes, { deps });
  await fastify.register(dashboardRoutes, { deps: dashboards });
  await fastify.register(chatRoutes, { dashboards });
  await fastify.register(eventsRoutes);
  await fastify.register(monitoringRoutes, {
    keyRing: deps.keyRing,
    isLocalWebhookAllowed,
  });
  await fastify.register(teamRoutes, { mailer });
  await fastify.register(devMailRoutes);
  await fastify.register(portfolioRoutes);
  // Deleting a budget deletes the monitoring rules watching it, in one transaction.
  await fastify.register(budgetsRoutes, { onBudgetDeleted: deleteRulesOfBudget });
  await fastify.register(targetsRoutes, { dashboards });
  await fastify.register(brandingRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(reportsRoutes, {
    publicUrl: publicOriginOf(config),
    delivery: reportDelivery,
    onQueued: () => reportJobs.kick(),
  });
  await fastify.register(reportPageRoutes, { dashboards, summaryWriter });
});

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    readDb: Database | null;
    config: AppConfig;
    appVersion: string;
    syncDeps: SyncDeps;
    monitoringJobs: MonitoringJobs;
  }
}
