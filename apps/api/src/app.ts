import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import cookie from '@fastify/cookie';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createSyncJobs } from './jobs/sync-jobs';
import { parseKeyRing } from './lib/encryption';
import { createMailer } from './lib/mail/mailer';
import { adsRoutes } from './modules/ads/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { configRoutes } from './modules/config/routes';
import { chatRoutes } from './modules/chat/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { createViewCache } from './modules/dashboards/view-cache';
import { devMailRoutes } from './modules/dev-mail/routes';
import { connectionRoutes } from './modules/connections/routes';
import type { SyncDeps } from './modules/sync/engine';
import { syncRoutes } from './modules/sync/routes';
import { eventsRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { notImplementedRoutes } from './modules/not-implemented/routes';
import { projectRoutes } from './modules/project/routes';
import { teamRoutes } from './modules/team/routes';
import { userRoutes } from './modules/user/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { swaggerPlugin } from './plugins/swagger';
import { webPlugin } from './plugins/web';

export type AppOptions = {
  config: AppConfig;
  db: Database;
  version: string;
};

/** The whole application as a plugin: server.ts listens, tests `inject`. */
export const app = fp(async (fastify: FastifyInstance, options: AppOptions) => {
  const { config, db, version } = options;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.decorate('db', db);
  fastify.decorate('config', config);
  fastify.decorate('appVersion', version);

  await fastify.register(errorsPlugin);
  await fastify.register(securityPlugin, { config });
  await fastify.register(swaggerPlugin, { version });
  if (config.WEB_DIST_DIR) await fastify.register(webPlugin, { distDir: config.WEB_DIST_DIR });

  await fastify.register(cookie);
  await fastify.register(authPlugin, { config });

  if (!config.KAMPA_ENCRYPTION_KEY) {
    throw new Error('KAMPA_ENCRYPTION_KEY is not set (server.ts creates a local one when unset)');
  }
  const jobs = await createSyncJobs(db.$client, config);
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
  if (config.SYNC_WORKERS) fastify.addHook('onReady', () => jobs.startWorkers(deps));
  fastify.addHook('onClose', () => jobs.stop());

  await fastify.register(healthRoutes);
  await fastify.register(configRoutes);
  await fastify.register(userRoutes);
  await fastify.register(projectRoutes);
  await fastify.register(connectionRoutes, { deps });
  await fastify.register(analyticsRoutes, { deps });
  await fastify.register(adsRoutes, { deps });
  await fastify.register(syncRoutes, { deps });
  // The dashboards and the chat's tools ask the same services through the same computed views.
  const dashboards = { db, config, cache: createViewCache(config.DASHBOARD_CACHE_ENTRIES) };
  await fastify.register(dashboardRoutes, { deps: dashboards });
  await fastify.register(chatRoutes, { dashboards });
  await fastify.register(eventsRoutes);
  const mailer = createMailer(config);
  fastify.addHook('onClose', () => mailer.close());
  await fastify.register(teamRoutes, { mailer });
  await fastify.register(devMailRoutes);
  // Contracts whose feature is not built yet answer 501 here (none at the moment).
  await fastify.register(notImplementedRoutes, { contracts: [] });
});

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    appVersion: string;
    syncDeps: SyncDeps;
  }
}
