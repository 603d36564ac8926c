import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { AdsError, adsFailureBody } from './ads/ads-errors';
import { registerAdsRoutes } from './ads/ads-routes';
import { resolveOptions } from './config';
import type { SimOptions } from './config';
import type { SimContext } from './context';
import { SimWorld } from './synthetic/world';
import { registerFaultHook } from './faults/fault-hook';
import { FaultStore } from './faults/fault-store';
import { registerAdminRoutes } from './ga4/admin/admin-routes';
import { registerDataRoutes } from './ga4/data-api/data-routes';
import { registerFormParser } from './http/form-body';
import { registerMeteringHooks } from './metering/metering-hook';
import { QuotaStore } from './metering/quota';
import { RequestCounter } from './metering/request-counts';
import { googleError, SimHttpError } from './http/google-error';
import { registerAuthorizeRoutes } from './oauth/authorize-routes';
import { OAuthStore } from './oauth/store';
import { registerTokenRoutes } from './oauth/token-routes';
import { registerSearchConsoleRoutes } from './search-console/search-routes';
import { registerSimAdminRoutes } from './sim-admin/admin-routes';

export type SimApp = FastifyInstance & { sim: SimContext };

/**
 * The Google simulator as a Fastify instance (not listening): OAuth, GA4 Admin and
 * Data APIs and the Google Ads API with deterministic demo data.
 */
export const buildSimApp = (options: SimOptions = {}): SimApp => {
  const resolved = resolveOptions(options);
  const ctx: SimContext = {
    options: resolved,
    world: new SimWorld(resolved.seed, resolved.now, resolved.settling),
    oauth: new OAuthStore(resolved.now, resolved.accessTokenTtlSeconds, resolved.grantsFile),
    faults: new FaultStore(resolved.now),
    quota: new QuotaStore(resolved.now, resolved.quota),
    requests: new RequestCounter(),
  };
  const app = Fastify({ logger: resolved.logger, bodyLimit: 1_048_576 });
  registerFormParser(app);
  const isAdsPath = (url: string): boolean =>
    url.startsWith(`/${resolved.adsApiVersion}/customers`);

  app.setErrorHandler((error, request, reply) => {
    const streaming = request.url.includes(':searchStream');
    if (error instanceof SimHttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error instanceof AdsError) {
      const body = adsFailureBody(resolved.adsApiVersion, error.status, error.errors);
      return reply.code(error.httpStatus).send(streaming ? [body] : body);
    }
    const status =
      typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    const message = error instanceof Error ? error.message : String(error);
    if (status >= 400 && status < 500) {
      const text = `Invalid JSON payload received. ${message}`;
      if (isAdsPath(request.url)) {
        const body = adsFailureBody(resolved.adsApiVersion, 'INVALID_ARGUMENT', [
          { errorCode: { requestError: 'INVALID_INPUT' }, message: text },
        ]);
        return reply.code(400).send(streaming ? [body] : body);
      }
      return reply.code(400).send(googleError('INVALID_ARGUMENT', text));
    }
    request.log.error(error);
    return reply.code(500).send(googleError('INTERNAL', 'Internal error encountered.'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        googleError(
          'NOT_FOUND',
          `The requested URL ${request.url.split('?')[0]} was not found on this server.`,
        ),
      ),
  );

  registerMeteringHooks(app, ctx);
  registerFaultHook(app, ctx);
  registerAuthorizeRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerDataRoutes(app, ctx);
  registerAdsRoutes(app, ctx);
  registerSearchConsoleRoutes(app, ctx);
  if (resolved.enableAdmin) registerSimAdminRoutes(app, ctx);

  app.get('/', async () => ({
    name: 'Kampa Google simulator',
    endpoints: {
      authorize: '/o/oauth2/v2/auth',
      token: '/token',
      revoke: '/revoke',
      gaAdmin: '/v1beta/accountSummaries',
      gaData: '/v1beta/properties/{id}:runReport',
      ads: `/${resolved.adsApiVersion}/customers:listAccessibleCustomers`,
      searchConsole: '/webmasters/v3/sites',
    },
  }));

  return Object.assign(app, { sim: ctx });
};
