import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';
import { describeZodError } from '../ga4/data-api/request-schema';
import { authenticate } from '../http/bearer';
import { SimHttpError } from '../http/google-error';
import { SEARCH_CONSOLE_SCOPES } from '../oauth/scopes';
import { findProperty } from '../synthetic/demo-accounts';
import { readableSearchSite, siteEntriesOf } from '../synthetic/search-sites';
import type { SimUser } from '../synthetic/types';
import { searchAnalytics, searchAnalyticsSchema, SearchRequestError } from './search-analytics';

const SERVICE = 'searchconsole.googleapis.com';

/**
 * Search Console is a v3 API: its errors carry the legacy `errors` list beside the status
 * (`reason`: invalid, forbidden, notFound, quotaExceeded …).
 */
const v3Error = (code: 400 | 403 | 404, message: string, reason: string): SimHttpError => {
  const status =
    code === 400 ? 'INVALID_ARGUMENT' : code === 403 ? 'PERMISSION_DENIED' : 'NOT_FOUND';
  return new SimHttpError(code, {
    error: { code, message, errors: [{ message, domain: 'global', reason }], status },
  });
};

const noPermission = (siteUrl: string): SimHttpError =>
  v3Error(
    403,
    `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`,
    'forbidden',
  );

const requireUser = (ctx: SimContext, authorization: string | undefined): SimUser => {
  const auth = authenticate(ctx, authorization, SEARCH_CONSOLE_SCOPES, SERVICE);
  if (!auth.ok) throw new SimHttpError(auth.statusCode, auth.body, auth.headers);
  return auth.user;
};

/** Search Console API v3: sites.list, sites.get and searchAnalytics.query. */
export const registerSearchConsoleRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  app.get('/webmasters/v3/sites', async (request) => {
    const user = requireUser(ctx, request.headers.authorization);
    const entries = siteEntriesOf(user);
    // Like Google, an account without sites gets {}.
    return entries.length > 0 ? { siteEntry: entries } : {};
  });

  app.get<{ Params: { siteUrl: string } }>('/webmasters/v3/sites/:siteUrl', async (request) => {
    const user = requireUser(ctx, request.headers.authorization);
    const entry = siteEntriesOf(user).find((e) => e.siteUrl === request.params.siteUrl);
    if (!entry) throw noPermission(request.params.siteUrl);
    return entry;
  });

  app.post<{ Params: { siteUrl: string } }>(
    '/webmasters/v3/sites/:siteUrl/searchAnalytics/query',
    async (request) => {
      const user = requireUser(ctx, request.headers.authorization);
      const siteUrl = request.params.siteUrl;
      const site = readableSearchSite(user, siteUrl);
      const property = site ? findProperty(site.propertyId) : undefined;
      if (!site || !property) throw noPermission(siteUrl);
      const parsed = searchAnalyticsSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw v3Error(400, describeZodError(parsed.error), 'invalid');
      try {
        return searchAnalytics(ctx.world, site, property, parsed.data);
      } catch (error) {
        if (error instanceof SearchRequestError) throw v3Error(400, error.message, 'invalid');
        throw error;
      }
    },
  );
};
