import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../context';
import { faultResponse } from './fault-responses';
import { FAULT_KINDS } from './fault-store';
import type { ApiFamily, FaultDecision, FaultKind } from './fault-store';

/** Which Google API a request belongs to (null: not subject to faults). */
export const apiFamilyOf = (method: string, url: string, adsVersion: string): ApiFamily | null => {
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/__sim')) return null;
  if (
    path === '/token' ||
    path === '/revoke' ||
    path === '/tokeninfo' ||
    path.startsWith('/o/oauth2') ||
    path.startsWith('/oauth2/')
  ) {
    return 'oauth';
  }
  if (path.startsWith('/v1beta/accountSummaries')) return 'ga-admin';
  if (path.startsWith('/v1beta/properties/')) return method === 'POST' ? 'ga-data' : 'ga-admin';
  if (path.startsWith(`/${adsVersion}/customers`)) return 'ads';
  if (path.startsWith('/webmasters/v3/')) return 'search-console';
  return null;
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const headerDecision = (request: FastifyRequest): FaultDecision | null => {
  const kind = request.headers['x-sim-fault'];
  const latency = Number(request.headers['x-sim-latency-ms'] ?? 0);
  const isKind = (k: unknown): k is FaultKind =>
    typeof k === 'string' && (FAULT_KINDS as readonly string[]).includes(k);
  if (!isKind(kind) && !(latency > 0)) return null;
  return {
    error: isKind(kind) && kind !== 'latency' ? kind : null,
    latencyMs: Number.isFinite(latency) && latency > 0 ? Math.min(latency, 60_000) : 0,
  };
};

/**
 * Applies armed faults (admin endpoint) and per-request faults (`x-sim-fault`,
 * `x-sim-latency-ms` headers) before the route runs.
 */
export const registerFaultHook = (app: FastifyInstance, ctx: SimContext): void => {
  app.addHook('onRequest', async (request, reply) => {
    const api = apiFamilyOf(request.method, request.url, ctx.options.adsApiVersion);
    if (!api) return;
    const armed = ctx.faults.take(api);
    const fromHeader = headerDecision(request);
    const latencyMs = armed.latencyMs + (fromHeader?.latencyMs ?? 0);
    const error = fromHeader?.error ?? armed.error;
    if (latencyMs > 0) await sleep(latencyMs);
    if (!error) return;
    const streaming = request.url.includes(':searchStream');
    const response = faultResponse(api, error, ctx.options.adsApiVersion, streaming);
    return reply.code(response.statusCode).headers(response.headers).send(response.body);
  });
};
