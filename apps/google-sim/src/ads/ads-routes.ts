import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SimContext } from '../context';
import { findCustomer } from '../synthetic/demo-accounts';
import type { AdsCustomer, SimUser } from '../synthetic/types';
import { authenticate } from '../http/bearer';
import { googleError } from '../http/google-error';
import { ADS_SCOPES } from '../oauth/scopes';
import { AdsError, newRequestId } from './ads-errors';
import { parseGaql } from './gaql-parser';
import { executeQuery } from './query-engine';

const SERVICE = 'googleads.googleapis.com';
const CUSTOMER_ID = /^\d{10}$/;

const searchBodySchema = z.object({
  query: z.string().optional(),
  summaryRowSetting: z.string().optional(),
  pageToken: z.string().optional(),
  pageSize: z.number().optional(),
  validateOnly: z.boolean().optional(),
});

const permissionDenied = (): AdsError =>
  new AdsError('PERMISSION_DENIED', [
    {
      errorCode: { authorizationError: 'USER_PERMISSION_DENIED' },
      message:
        "User doesn't have permission to access customer. Note: If you're accessing a client customer, the manager's customer id must be set in the 'login-customer-id' header. See https://developers.google.com/google-ads/api/docs/concepts/call-structure#cid",
    },
  ]);

const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export const registerAdsRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  const version = ctx.options.adsApiVersion;

  /** OAuth, then the developer token: the checks every Ads call goes through. */
  const authorise = (
    headers: Record<string, string | string[] | undefined>,
    reply: FastifyReply,
    streaming: boolean,
  ): SimUser | null => {
    const auth = authenticate(ctx, headerValue(headers.authorization), ADS_SCOPES, SERVICE);
    if (!auth.ok) {
      reply
        .code(auth.statusCode)
        .headers(auth.headers)
        .send(streaming ? [auth.body] : auth.body);
      return null;
    }
    const token = headerValue(headers['developer-token']);
    if (!token) {
      throw new AdsError('INVALID_ARGUMENT', [
        {
          errorCode: { requestError: 'DEVELOPER_TOKEN_PARAMETER_MISSING' },
          message: 'developer-token parameter is missing.',
        },
      ]);
    }
    if (!ctx.options.developerTokens.includes(token)) {
      throw new AdsError('UNAUTHENTICATED', [
        {
          errorCode: { authenticationError: 'DEVELOPER_TOKEN_INVALID' },
          message: 'The developer token is not valid.',
        },
      ]);
    }
    return auth.user;
  };

  /** Resolves the target customer through login-customer-id, like the API. */
  const targetCustomer = (
    user: SimUser,
    customerId: string,
    loginCustomerId: string | undefined,
  ): AdsCustomer => {
    if (!CUSTOMER_ID.test(customerId)) {
      throw new AdsError('INVALID_ARGUMENT', [
        {
          errorCode: { requestError: 'INVALID_CUSTOMER_ID' },
          message: `Invalid customer ID '${customerId}'.`,
        },
      ]);
    }
    const login = loginCustomerId?.replaceAll('-', '');
    if (login !== undefined && !CUSTOMER_ID.test(login)) {
      throw new AdsError('UNAUTHENTICATED', [
        {
          errorCode: { authenticationError: 'CLIENT_CUSTOMER_ID_INVALID' },
          message: 'Client customer ID is not a number.',
        },
      ]);
    }
    const customer = findCustomer(customerId);
    if (!customer) {
      throw new AdsError('PERMISSION_DENIED', [
        {
          errorCode: { authenticationError: 'CUSTOMER_NOT_FOUND' },
          message: 'No customer found for the provided customer ID.',
        },
      ]);
    }
    if (login === undefined) {
      if (!user.adsCustomerIds.includes(customerId)) throw permissionDenied();
      return customer;
    }
    const loginCustomer = findCustomer(login);
    if (!loginCustomer || !user.adsCustomerIds.includes(login)) throw permissionDenied();
    if (login !== customerId && !loginCustomer.clientIds.includes(customerId))
      throw permissionDenied();
    return customer;
  };

  app.get(`/${version}/customers::listAccessibleCustomers`, async (request, reply) => {
    const user = authorise(request.headers, reply, false);
    if (!user) return reply;
    return {
      ...(user.adsCustomerIds.length
        ? { resourceNames: user.adsCustomerIds.map((id) => `customers/${id}`) }
        : {}),
    };
  });

  app.post<{ Params: { id: string; method: string } }>(
    `/${version}/customers/:id/:method`,
    async (request, reply) => {
      const method = request.params.method;
      if (method !== 'googleAds:searchStream' && method !== 'googleAds:search') {
        return reply.code(404).send(googleError('NOT_FOUND', `Method not found: ${method}`));
      }
      const streaming = method === 'googleAds:searchStream';
      const user = authorise(request.headers, reply, streaming);
      if (!user) return reply;
      const customer = targetCustomer(
        user,
        request.params.id,
        headerValue(request.headers['login-customer-id']),
      );
      const body = searchBodySchema.safeParse(request.body ?? {});
      if (!body.success || !body.data.query?.trim()) {
        throw new AdsError('INVALID_ARGUMENT', [
          {
            errorCode: { fieldError: 'REQUIRED' },
            message: 'The required field was not present.',
            location: { fieldPathElements: [{ fieldName: 'query' }] },
          },
        ]);
      }
      const result = executeQuery(ctx.world, customer, parseGaql(body.data.query));
      const requestId = newRequestId();
      if (streaming) {
        // REST searchStream answers one JSON array of batches (at most 10 000 rows each).
        const batches: Array<Record<string, unknown>> = [];
        for (let i = 0; i < Math.max(1, result.results.length); i += 10_000) {
          const chunk = result.results.slice(i, i + 10_000);
          batches.push({
            ...(chunk.length ? { results: chunk } : {}),
            fieldMask: result.fieldMask,
            requestId,
          });
        }
        const last = batches[batches.length - 1];
        if (last) last.queryResourceConsumption = String(50 + result.results.length);
        return batches;
      }
      return {
        ...(result.results.length ? { results: result.results } : {}),
        fieldMask: result.fieldMask,
        requestId,
        queryResourceConsumption: String(50 + result.results.length),
      };
    },
  );
};
