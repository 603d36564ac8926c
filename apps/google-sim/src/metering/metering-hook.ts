import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';
import { findProperty } from '../synthetic/demo-accounts';
import { apiMethodOf } from './request-counts';

const DATA_PATH = /^\/v1beta\/properties\/(\d+):/;

/**
 * Counts every Google API call (before faults, so failed calls count too) and records 5xx
 * answers of the Data API against the calling project's server-error quota on the property.
 */
export const registerMeteringHooks = (app: FastifyInstance, ctx: SimContext): void => {
  app.addHook('onRequest', async (request) => {
    const call = apiMethodOf(request.method, request.url, ctx.options.adsApiVersion);
    if (call) ctx.requests.record(call.family, call.method);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500 || request.method !== 'POST') return;
    const propertyId = DATA_PATH.exec(request.url)?.[1];
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1];
    if (!propertyId || !token || !findProperty(propertyId)) return;
    const found = ctx.oauth.lookupAccessToken(token);
    if (found.state === 'unknown') return;
    ctx.quota.recordServerError(propertyId, found.grant.clientId);
  });
};
