import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimContext } from '../context';
import { isoFromDay } from '../synthetic/calendar';
import {
  ADS_CUSTOMERS,
  DEMO_USERS,
  GA_PROPERTIES,
  findUserByEmail,
} from '../synthetic/demo-accounts';
import { outagesBetween } from '../synthetic/demand';
import { hashString } from '../synthetic/prng';
import { FAULT_APIS, FAULT_KINDS } from '../faults/fault-store';
import { findClient } from '../oauth/clients';
import { SCOPE_ADWORDS, SCOPE_ANALYTICS_READONLY } from '../oauth/scopes';
import { registerAnomalyRoutes } from './anomaly-routes';
import { registerMeteringRoutes } from './metering-routes';
import { simError } from './sim-error';

const faultSchema = z.strictObject({
  kind: z.enum(FAULT_KINDS),
  api: z.enum(FAULT_APIS).optional(),
  count: z.number().int().positive().optional(),
  durationSeconds: z.number().positive().optional(),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
});

const settlingSchema = z.strictObject({ enabled: z.boolean() });

const mintSchema = z.strictObject({
  email: z.string().default('demo@kampa.local'),
  clientId: z.string().optional(),
  scopes: z.array(z.string()).default([SCOPE_ANALYTICS_READONLY, SCOPE_ADWORDS]),
  offline: z.boolean().default(true),
});

/**
 * Test-only endpoints under /__sim: arm faults, reset state, mint tokens without the
 * consent page, describe the demo world (accounts, outages), the meters (API calls made,
 * property quotas), labelled anomalies and the switch of the newest days' settling.
 */
export const registerSimAdminRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  app.get('/__sim/health', async () => ({ status: 'ok', seed: ctx.options.seed }));

  app.get('/__sim/faults', async () => ({ faults: ctx.faults.list() }));

  app.post('/__sim/faults', async (request, reply) => {
    const parsed = faultSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(400)
        .send(simError('invalid_fault', parsed.error.issues[0]?.message ?? 'Invalid fault'));
    }
    return reply.code(201).send({ fault: ctx.faults.add(parsed.data) });
  });

  app.delete('/__sim/faults', async (_request, reply) => {
    ctx.faults.clear();
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/__sim/faults/:id', async (request, reply) => {
    if (!ctx.faults.remove(request.params.id)) {
      return reply.code(404).send(simError('fault_not_found', 'No such fault.'));
    }
    return reply.code(204).send();
  });

  registerMeteringRoutes(app, ctx);
  registerAnomalyRoutes(app, ctx);

  app.get('/__sim/settling', async () => ({ enabled: ctx.world.settling }));

  app.post('/__sim/settling', async (request, reply) => {
    const parsed = settlingSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(400)
        .send(
          simError('invalid_settling', 'Send {"enabled": true} or {"enabled": false}.', 'enabled'),
        );
    }
    ctx.world.settling = parsed.data.enabled;
    return { enabled: ctx.world.settling };
  });

  app.post('/__sim/reset', async (_request, reply) => {
    ctx.world.settling = ctx.options.settling;
    ctx.faults.clear();
    ctx.oauth.reset();
    ctx.quota.reset();
    ctx.requests.reset();
    ctx.world.anomalies.clear();
    return reply.code(204).send();
  });

  app.post('/__sim/tokens', async (request, reply) => {
    const parsed = mintSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply
        .code(400)
        .send(simError('invalid_request', parsed.error.issues[0]?.message ?? 'Invalid body'));
    }
    const user = findUserByEmail(parsed.data.email);
    if (!user)
      return reply
        .code(404)
        .send(simError('user_not_found', `No simulated user ${parsed.data.email}.`));
    const client = findClient(
      ctx.options.oauthClients,
      parsed.data.clientId ?? ctx.options.oauthClients[0]?.clientId,
    );
    if (!client) return reply.code(404).send(simError('client_not_found', 'No such OAuth client.'));
    const refresh = parsed.data.offline
      ? ctx.oauth.issueRefreshToken(client.clientId, user.id, parsed.data.scopes)
      : null;
    const access = ctx.oauth.issueAccessToken(
      client.clientId,
      user.id,
      parsed.data.scopes,
      refresh?.token ?? null,
    );
    return reply.send({
      access_token: access.token,
      expires_in: Math.max(1, ctx.oauth.accessTtlSeconds - 1),
      ...(refresh ? { refresh_token: refresh.token } : {}),
      scope: parsed.data.scopes.join(' '),
      token_type: 'Bearer',
    });
  });

  app.post<{ Body: unknown }>('/__sim/tokens/expire', async (request, reply) => {
    const token = z.strictObject({ accessToken: z.string() }).safeParse(request.body ?? {});
    if (!token.success || !ctx.oauth.expireAccessToken(token.data.accessToken)) {
      return reply.code(404).send(simError('token_not_found', 'No such access token.'));
    }
    return reply.code(204).send();
  });

  app.get('/__sim/world', async () => {
    const properties = GA_PROPERTIES.map((p) => {
      const start = ctx.world.startDay(p);
      const today = ctx.world.today(p.timeZone).day;
      return {
        id: p.id,
        displayName: p.displayName,
        kind: p.kind,
        currencyCode: p.currencyCode,
        timeZone: p.timeZone,
        readable: p.readable,
        adsCustomerId: p.adsCustomerId,
        dataStart: p.dataStart,
        trackingOutages: outagesBetween({
          seed: ctx.world.seed,
          entity: hashString(p.id),
          startDay: start,
          fromDay: start,
          toDay: today,
        }).map(([from, to]) => ({ from: isoFromDay(from), to: isoFromDay(to) })),
      };
    });
    return {
      seed: ctx.options.seed,
      users: DEMO_USERS,
      properties,
      adsCustomers: ADS_CUSTOMERS.map((c) => ({
        id: c.id,
        descriptiveName: c.descriptiveName,
        currencyCode: c.currencyCode,
        manager: c.manager,
        clientIds: c.clientIds,
        propertyId: c.propertyId,
        campaigns: c.campaigns.map((k) => ({ id: k.id, name: k.name, type: k.type })),
      })),
    };
  });
};
