import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context';
import { findUser } from '../synthetic/demo-accounts';
import { field } from '../http/form-body';
import { authenticate } from '../http/bearer';
import { clientCredentials, findClient } from './clients';
import type { AuthCode } from './store';

type TokenError = { error: string; error_description: string };

const tokenError = (
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description } satisfies TokenError);

/**
 * PKCE at the token endpoint, as Google answers: a code issued with a challenge needs the verifier
 * whose transform is that challenge; a code issued without one refuses a verifier. Null when fine.
 */
const checkCodeVerifier = (
  challenge: AuthCode['codeChallenge'],
  verifier: string | undefined,
): string | null => {
  if (!challenge) return verifier === undefined ? null : 'code_verifier or verifier is not needed.';
  if (verifier === undefined) return 'Missing code verifier.';
  const transformed =
    challenge.method === 'S256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  return transformed === challenge.value ? null : 'Invalid code verifier.';
};

export const registerTokenRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  const token = async (body: unknown, authorization: string | undefined, reply: FastifyReply) => {
    const grantType = field(body, 'grant_type');
    const creds = clientCredentials(authorization, {
      clientId: field(body, 'client_id'),
      clientSecret: field(body, 'client_secret'),
    });
    if (!grantType) return tokenError(reply, 400, 'unsupported_grant_type', 'Invalid grant_type: ');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return tokenError(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
    }
    if (!creds.clientId)
      return tokenError(
        reply,
        400,
        'invalid_request',
        'Could not determine client ID from request.',
      );
    const client = findClient(ctx.options.oauthClients, creds.clientId);
    if (!client) return tokenError(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    if (creds.clientSecret !== client.clientSecret)
      return tokenError(reply, 401, 'invalid_client', 'Unauthorized');
    const ttl = ctx.oauth.accessTtlSeconds;
    const expiresIn = Math.max(1, ttl - 1);

    if (grantType === 'authorization_code') {
      const code = field(body, 'code');
      if (!code)
        return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: code');
      const stored = ctx.oauth.findCode(code);
      if (!stored) return tokenError(reply, 400, 'invalid_grant', 'Malformed auth code.');
      if (stored.used || ctx.oauth.isCodeExpired(stored) || stored.clientId !== client.clientId) {
        return tokenError(reply, 400, 'invalid_grant', 'Bad Request');
      }
      const redirectUri = field(body, 'redirect_uri');
      if (redirectUri !== stored.redirectUri) {
        return tokenError(reply, 400, 'redirect_uri_mismatch', 'Bad Request');
      }
      const pkceProblem = checkCodeVerifier(stored.codeChallenge, field(body, 'code_verifier'));
      if (pkceProblem) return tokenError(reply, 400, 'invalid_grant', pkceProblem);
      stored.used = true;
      // Like Google: a refresh token only with offline access, and again only with prompt=consent.
      const hadGrant = ctx.oauth.hasLiveRefreshToken(client.clientId, stored.userId);
      const refresh =
        stored.offline && (!hadGrant || stored.forceConsent)
          ? ctx.oauth.issueRefreshToken(client.clientId, stored.userId, stored.scopes)
          : null;
      const access = ctx.oauth.issueAccessToken(
        client.clientId,
        stored.userId,
        stored.scopes,
        refresh?.token ?? null,
      );
      return reply.header('cache-control', 'no-store').send({
        access_token: access.token,
        expires_in: expiresIn,
        ...(refresh ? { refresh_token: refresh.token } : {}),
        scope: stored.scopes.join(' '),
        token_type: 'Bearer',
      });
    }

    const refreshToken = field(body, 'refresh_token');
    if (!refreshToken)
      return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: refresh_token');
    const grant = ctx.oauth.findRefreshToken(refreshToken);
    if (!grant || grant.revoked)
      return tokenError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
    if (grant.clientId !== client.clientId)
      return tokenError(reply, 401, 'unauthorized_client', 'Unauthorized');
    const access = ctx.oauth.issueAccessToken(
      client.clientId,
      grant.userId,
      grant.scopes,
      grant.token,
    );
    return reply.header('cache-control', 'no-store').send({
      access_token: access.token,
      expires_in: expiresIn,
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
    });
  };

  app.post('/token', async (request, reply) =>
    token(request.body, request.headers.authorization, reply),
  );
  app.post('/oauth2/v4/token', async (request, reply) =>
    token(request.body, request.headers.authorization, reply),
  );

  app.post('/revoke', async (request, reply) => {
    const value = field(request.query, 'token') ?? field(request.body, 'token');
    if (!value)
      return tokenError(reply, 400, 'invalid_request', 'Missing required parameter: token');
    if (!ctx.oauth.revoke(value))
      return tokenError(reply, 400, 'invalid_token', 'Token expired or revoked');
    return reply.send({});
  });

  app.get('/tokeninfo', async (request, reply) => {
    const value = field(request.query, 'access_token');
    const found = value ? ctx.oauth.lookupAccessToken(value) : { state: 'unknown' as const };
    if (found.state !== 'valid') return tokenError(reply, 400, 'invalid_token', 'Invalid Value');
    const user = findUser(found.grant.userId);
    const expiresIn = Math.max(
      0,
      Math.floor((found.grant.expiresAt - ctx.options.now().getTime()) / 1000),
    );
    return reply.send({
      azp: found.grant.clientId,
      aud: found.grant.clientId,
      sub: found.grant.userId,
      scope: found.grant.scopes.join(' '),
      exp: String(Math.floor(found.grant.expiresAt / 1000)),
      expires_in: String(expiresIn),
      email: user?.email,
      email_verified: 'true',
      access_type: found.grant.refreshToken ? 'offline' : 'online',
    });
  });

  app.get('/oauth2/v3/userinfo', async (request, reply) => {
    const auth = authenticate(
      ctx,
      request.headers.authorization,
      [],
      'openidconnect.googleapis.com',
    );
    if (!auth.ok) return reply.code(auth.statusCode).headers(auth.headers).send(auth.body);
    return reply.send({
      sub: auth.user.id,
      name: auth.user.name,
      email: auth.user.email,
      email_verified: true,
    });
  });
};
