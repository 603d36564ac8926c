import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { getAdsDashboardContract } from '@kampa/contracts/ads/get-ads-dashboard';
import { getAnalyticsDashboardContract } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { getAnalyticsPropertyContract } from '@kampa/contracts/analytics/get-property';
import { listAnalyticsAccountsContract } from '@kampa/contracts/analytics/list-accounts';
import { updateAnalyticsSettingsContract } from '@kampa/contracts/analytics/update-analytics-settings';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { configRoutes } from './modules/config/routes';
import { healthRoutes } from './modules/health/routes';
import { notImplementedRoutes } from './modules/not-implemented/routes';
import { projectRoutes } from './modules/project/routes';
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

  await fastify.register(authPlugin, { config });

  await fastify.register(healthRoutes);
  await fastify.register(configRoutes);
  await fastify.register(userRoutes);
  await fastify.register(projectRoutes);
  await fastify.register(notImplementedRoutes, {
    contracts: [
      updateAnalyticsSettingsContract,
      listAnalyticsAccountsContract,
      getAnalyticsPropertyContract,
      getAnalyticsDashboardContract,
      getAdsDashboardContract,
    ],
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    appVersion: string;
  }
}
