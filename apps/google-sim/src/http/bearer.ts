import type { SimContext } from '../context';
import { findUser } from '../synthetic/demo-accounts';
import type { SimUser } from '../synthetic/types';
import type { AccessGrant } from '../oauth/store';
import { errorInfo, googleError } from './google-error';
import type { GoogleErrorBody } from './google-error';

export type AuthOk = { ok: true; user: SimUser; grant: AccessGrant };
export type AuthFailed = {
  ok: false;
  statusCode: number;
  headers: Record<string, string>;
  body: GoogleErrorBody;
};

const MISSING =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
export const INVALID_CREDENTIALS =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

export const unauthenticated = (
  service: string,
  reason: 'CREDENTIALS_MISSING' | 'ACCESS_TOKEN_EXPIRED' | 'ACCESS_TOKEN_TYPE_UNSUPPORTED',
): AuthFailed => ({
  ok: false,
  statusCode: 401,
  headers: {
    'www-authenticate':
      reason === 'CREDENTIALS_MISSING'
        ? 'Bearer realm="https://accounts.google.com/"'
        : 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
  },
  body: googleError(
    'UNAUTHENTICATED',
    reason === 'CREDENTIALS_MISSING' ? MISSING : INVALID_CREDENTIALS,
    [errorInfo(reason, { service })],
  ),
});

/**
 * Checks `Authorization: Bearer <access token>` like Google's front end: missing,
 * unknown, expired and revoked tokens give 401 UNAUTHENTICATED; a token without any
 * of the required scopes gives 403 ACCESS_TOKEN_SCOPE_INSUFFICIENT.
 */
export const authenticate = (
  ctx: SimContext,
  authorization: string | undefined,
  anyOfScopes: readonly string[],
  service: string,
): AuthOk | AuthFailed => {
  if (!authorization) return unauthenticated(service, 'CREDENTIALS_MISSING');
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  if (!match?.[1]) return unauthenticated(service, 'ACCESS_TOKEN_TYPE_UNSUPPORTED');
  const found = ctx.oauth.lookupAccessToken(match[1]);
  if (found.state === 'unknown' || found.state === 'revoked') {
    return unauthenticated(service, 'ACCESS_TOKEN_TYPE_UNSUPPORTED');
  }
  if (found.state === 'expired') return unauthenticated(service, 'ACCESS_TOKEN_EXPIRED');
  const user = findUser(found.grant.userId);
  if (!user) return unauthenticated(service, 'ACCESS_TOKEN_TYPE_UNSUPPORTED');
  if (anyOfScopes.length > 0 && !anyOfScopes.some((s) => found.grant.scopes.includes(s))) {
    return {
      ok: false,
      statusCode: 403,
      headers: {
        'www-authenticate': `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${anyOfScopes.join(' ')}"`,
      },
      body: googleError('PERMISSION_DENIED', 'Request had insufficient authentication scopes.', [
        errorInfo('ACCESS_TOKEN_SCOPE_INSUFFICIENT', { service }),
      ]),
    };
  }
  return { ok: true, user, grant: found.grant };
};
