import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../context';
import { findAccount, findProperty, listedPropertyIds } from '../../synthetic/demo-accounts';
import { isoFromDay, dayFromIso } from '../../synthetic/calendar';
import { field } from '../../http/form-body';
import { authenticate } from '../../http/bearer';
import { googleHttpError, SimHttpError } from '../../http/google-error';
import { GA_SCOPES } from '../../oauth/scopes';
import type { SimUser } from '../../synthetic/types';

const SERVICE = 'analyticsadmin.googleapis.com';
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;

const encodeToken = (userId: string, offset: number): string =>
  Buffer.from(JSON.stringify({ u: userId, o: offset })).toString('base64url');

const decodeToken = (token: string, userId: string): number | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      'u' in parsed &&
      'o' in parsed &&
      parsed.u === userId &&
      typeof parsed.o === 'number' &&
      Number.isInteger(parsed.o) &&
      parsed.o >= 0
    ) {
      return parsed.o;
    }
  } catch {
    return null;
  }
  return null;
};

const accountSummary = (accountId: string): Record<string, unknown> | null => {
  const account = findAccount(accountId);
  if (!account) return null;
  return {
    name: `accountSummaries/${account.id}`,
    account: `accounts/${account.id}`,
    displayName: account.displayName,
    propertySummaries: account.propertyIds.flatMap((pid) => {
      const property = findProperty(pid);
      return property
        ? [
            {
              property: `properties/${property.id}`,
              displayName: property.displayName,
              propertyType: 'PROPERTY_TYPE_ORDINARY',
              parent: `accounts/${account.id}`,
            },
          ]
        : [];
    }),
  };
};

const requireUser = (ctx: SimContext, authorization: string | undefined): SimUser => {
  const auth = authenticate(ctx, authorization, GA_SCOPES, SERVICE);
  if (!auth.ok) throw new SimHttpError(auth.statusCode, auth.body, auth.headers);
  return auth.user;
};

export const registerAdminRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  app.get('/v1beta/accountSummaries', async (request) => {
    const user = requireUser(ctx, request.headers.authorization);
    const rawSize = field(request.query, 'pageSize');
    let pageSize = DEFAULT_PAGE_SIZE;
    if (rawSize !== undefined) {
      const parsed = Number(rawSize);
      if (!Number.isInteger(parsed)) {
        throw googleHttpError(
          'INVALID_ARGUMENT',
          `Invalid value at 'page_size' (TYPE_INT32), "${rawSize}"`,
        );
      }
      if (parsed < 0) throw googleHttpError('INVALID_ARGUMENT', 'page_size must be positive');
      pageSize = parsed === 0 ? DEFAULT_PAGE_SIZE : Math.min(parsed, MAX_PAGE_SIZE);
    }
    const pageToken = field(request.query, 'pageToken');
    let offset = 0;
    if (pageToken) {
      const decoded = decodeToken(pageToken, user.id);
      if (decoded === null) throw googleHttpError('INVALID_ARGUMENT', 'Invalid page token.');
      offset = decoded;
    }
    const all = user.gaAccountIds.flatMap((id) => accountSummary(id) ?? []);
    const page = all.slice(offset, offset + pageSize);
    const next =
      offset + pageSize < all.length ? encodeToken(user.id, offset + pageSize) : undefined;
    // Like Google, empty repeated fields are omitted: a user without accounts gets {}.
    return {
      ...(page.length > 0 ? { accountSummaries: page } : {}),
      ...(next ? { nextPageToken: next } : {}),
    };
  });

  app.get<{ Params: { id: string } }>('/v1beta/properties/:id', async (request) => {
    const user = requireUser(ctx, request.headers.authorization);
    const id = request.params.id;
    const property = findProperty(id);
    if (!property || !property.readable || !listedPropertyIds(user).includes(id)) {
      throw googleHttpError('PERMISSION_DENIED', 'The caller does not have permission');
    }
    const created = isoFromDay((dayFromIso(property.dataStart) ?? 0) - 14);
    return {
      name: `properties/${property.id}`,
      propertyType: 'PROPERTY_TYPE_ORDINARY',
      createTime: `${created}T09:12:44.512Z`,
      updateTime: `${created}T09:12:44.512Z`,
      parent: `accounts/${property.accountId}`,
      displayName: property.displayName,
      industryCategory:
        property.kind === 'eshop'
          ? 'HOME_AND_GARDEN'
          : property.kind === 'b2b'
            ? 'BUSINESS_AND_INDUSTRIAL_MARKETS'
            : 'OTHER',
      timeZone: property.timeZone,
      currencyCode: property.currencyCode,
      serviceLevel: 'GOOGLE_ANALYTICS_STANDARD',
      account: `accounts/${property.accountId}`,
    };
  });
};
