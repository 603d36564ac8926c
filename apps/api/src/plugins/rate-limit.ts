import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';
import { sharedRateLimitStore } from '../lib/shared-rate-limit-store';
import { isApiPath } from './web';

export type RateLimitOptions = {
  config: Pick<AppConfig, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_ADDRESS_MAX'>;
  /** Counts kept in this PostgreSQL, shared by every instance on it; without, in this process. */
  sharedIn?: pg.Pool;
};

const WINDOW_MS = 60_000;

/** Monitors and load balancers poll the health checks (`/api/health`, `…/live`, `…/ready`): never limited. */
const HEALTH_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

const isLimited = (request: FastifyRequest): boolean => {
  const pathname = request.url.split('?', 1)[0] ?? '';
  return isApiPath(pathname) && !HEALTH_PATHS.has(pathname);
};

type Limiter = (request: FastifyRequest) => Promise<{
  isAllowed: boolean;
  isExceeded?: boolean;
  max?: number;
  ttlInSeconds?: number;
}>;

const enforce = async (limiter: Limiter, request: FastifyRequest, reply: FastifyReply) => {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds ?? 1);
  reply.header('cache-control', 'no-store');
  const error = new AppError(
    429,
    'rate_limited',
    `Too many requests: at most ${result.max} a minute. Try again in ${seconds} s.`,
  );
  error.retryAfterSeconds = seconds;
  throw error;
};

/**
 * Floods are refused before the expensive work, in two steps on /api (the health check aside):
 * per client address before any token is checked (`addressRateLimit`, so garbage tokens cost a
 * counter, not a verification), then per signed-in user right after authentication
 * (`userRateLimit`), before validation: every request counts, whatever its answer. A refusal is
 * the app's one error shape, 429 `rate_limited` with `Retry-After`.
 */
export const addressRateLimit = fp(
  async (app: FastifyInstance, { config, sharedIn }: RateLimitOptions) => {
    await app.register(rateLimit, {
      global: false,
      timeWindow: WINDOW_MS,
      ...(sharedIn ? { store: sharedRateLimitStore(sharedIn, WINDOW_MS) } : {}),
    });
    const byAddress = app.createRateLimit({
      max: config.RATE_LIMIT_ADDRESS_MAX ?? config.RATE_LIMIT_MAX * 2,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `address:${request.ip}`,
    }) as Limiter;
    const byUser = app.createRateLimit({
      max: config.RATE_LIMIT_MAX,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `user:${request.user?.id ?? ''}`,
    }) as Limiter;
    app.decorate('userRateLimiter', byUser);
    app.addHook('onRequest', async (request, reply) => {
      if (isLimited(request)) await enforce(byAddress, request, reply);
    });
  },
);

/** Registered after the auth plugin: counts each signed-in user's requests. */
export const userRateLimit = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.user && isLimited(request)) await enforce(app.userRateLimiter, request, reply);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    userRateLimiter: Limiter;
  }
}
