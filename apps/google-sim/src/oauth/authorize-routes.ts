import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../context';
import { DEMO_USERS, findUserByEmail } from '../synthetic/demo-accounts';
import { field, fields } from '../http/form-body';
import { findClient, isRedirectAllowed } from './clients';
import { renderConsentPage, renderErrorPage } from './consent-page';
import { KNOWN_SCOPES, splitScopes } from './scopes';
import type { AuthCode } from './store';

export const AUTH_PATH = '/o/oauth2/v2/auth';
export const CONSENT_PATH = '/o/oauth2/v2/auth/consent';

type AuthRequest = {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state: string | undefined;
  offline: boolean;
  prompt: string[];
  loginHint: string | undefined;
  /** Incremental authorization: the new grant also carries the scopes granted before. */
  includeGrantedScopes: boolean;
  codeChallenge: AuthCode['codeChallenge'];
};

type Validation =
  { ok: true; value: AuthRequest } | { ok: false; send: (reply: FastifyReply) => FastifyReply };

const errorPage =
  (status: number, error: string, description: string) =>
  (reply: FastifyReply): FastifyReply =>
    reply.code(status).type('text/html; charset=utf-8').send(renderErrorPage(error, description));

const redirectWith = (redirectUri: string, params: Record<string, string | undefined>): string => {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
};

/** Validates the authorization request the way Google's endpoint does. */
const validate = (ctx: SimContext, source: unknown): Validation => {
  const clientId = field(source, 'client_id');
  const client = findClient(ctx.options.oauthClients, clientId);
  if (!clientId || !client) {
    return { ok: false, send: errorPage(401, 'invalid_client', 'The OAuth client was not found.') };
  }
  const redirectUri = field(source, 'redirect_uri');
  if (!redirectUri) {
    return {
      ok: false,
      send: errorPage(400, 'invalid_request', 'Missing required parameter: redirect_uri'),
    };
  }
  if (!isRedirectAllowed(client, redirectUri)) {
    return {
      ok: false,
      send: errorPage(
        400,
        'redirect_uri_mismatch',
        `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
      ),
    };
  }
  const responseType = field(source, 'response_type');
  if (!responseType) {
    return {
      ok: false,
      send: errorPage(400, 'invalid_request', 'Required parameter is missing: response_type'),
    };
  }
  if (responseType !== 'code') {
    return {
      ok: false,
      send: errorPage(400, 'unsupported_response_type', `Invalid response_type: ${responseType}`),
    };
  }
  const scopes = splitScopes(field(source, 'scope'));
  if (scopes.length === 0) {
    return {
      ok: false,
      send: errorPage(400, 'invalid_request', 'Missing required parameter: scope'),
    };
  }
  const invalid = scopes.filter((s) => !KNOWN_SCOPES[s]);
  if (invalid.length > 0) {
    return {
      ok: false,
      send: errorPage(
        400,
        'invalid_scope',
        `Some requested scopes were invalid. {invalid=[${invalid.join(', ')}]}`,
      ),
    };
  }
  const accessType = field(source, 'access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') {
    return {
      ok: false,
      send: errorPage(400, 'invalid_request', `Invalid access_type: ${accessType}`),
    };
  }
  const prompt = splitScopes(field(source, 'prompt'));
  const badPrompt = prompt.find((p) => !['none', 'consent', 'select_account'].includes(p));
  if (badPrompt) {
    return { ok: false, send: errorPage(400, 'invalid_request', `Invalid prompt: ${badPrompt}`) };
  }
  // PKCE as Google takes it: a challenge of 43–128 unreserved characters, S256 or plain (the
  // default when only a challenge is sent); a method without a challenge is refused.
  const challenge = field(source, 'code_challenge');
  const challengeMethod = field(source, 'code_challenge_method');
  if (challengeMethod !== undefined && challenge === undefined) {
    return {
      ok: false,
      send: errorPage(400, 'invalid_request', 'Missing code_challenge.'),
    };
  }
  if (challenge !== undefined) {
    if (
      challengeMethod !== undefined &&
      challengeMethod !== 'S256' &&
      challengeMethod !== 'plain'
    ) {
      return {
        ok: false,
        send: errorPage(400, 'invalid_request', 'Invalid code_challenge_method value.'),
      };
    }
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) {
      return { ok: false, send: errorPage(400, 'invalid_request', 'Invalid code_challenge.') };
    }
  }
  return {
    ok: true,
    value: {
      clientId,
      redirectUri,
      scopes,
      codeChallenge:
        challenge === undefined
          ? null
          : { value: challenge, method: challengeMethod === 'S256' ? 'S256' : 'plain' },
      state: field(source, 'state'),
      offline: accessType === 'offline',
      prompt,
      loginHint: field(source, 'login_hint'),
      includeGrantedScopes: field(source, 'include_granted_scopes') === 'true',
    },
  };
};

export const registerAuthorizeRoutes = (app: FastifyInstance, ctx: SimContext): void => {
  const showConsent = async (query: unknown, reply: FastifyReply): Promise<FastifyReply> => {
    const result = validate(ctx, query);
    if (!result.ok) return result.send(reply);
    const req = result.value;
    if (req.prompt.includes('none')) {
      // There is no signed-in browser session in the simulator.
      return reply.redirect(
        redirectWith(req.redirectUri, { error: 'interaction_required', state: req.state }),
      );
    }
    const hiddenFields: Record<string, string> = {
      client_id: req.clientId,
      redirect_uri: req.redirectUri,
      response_type: 'code',
      scope: req.scopes.join(' '),
      access_type: req.offline ? 'offline' : 'online',
      ...(req.prompt.length ? { prompt: req.prompt.join(' ') } : {}),
      ...(req.state !== undefined ? { state: req.state } : {}),
      ...(req.includeGrantedScopes ? { include_granted_scopes: 'true' } : {}),
      ...(req.codeChallenge
        ? {
            code_challenge: req.codeChallenge.value,
            code_challenge_method: req.codeChallenge.method,
          }
        : {}),
    };
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderConsentPage({
          clientId: req.clientId,
          hiddenFields,
          users: DEMO_USERS,
          selectedEmail: req.loginHint,
          scopes: req.scopes,
          action: CONSENT_PATH,
        }),
      );
  };

  app.get(AUTH_PATH, async (request, reply) => showConsent(request.query, reply));
  app.get('/o/oauth2/auth', async (request, reply) => showConsent(request.query, reply));

  app.post(CONSENT_PATH, async (request, reply) => {
    const result = validate(ctx, request.body);
    if (!result.ok) return result.send(reply);
    const req = result.value;
    const decision = field(request.body, 'decision');
    if (decision !== 'allow') {
      return reply.redirect(
        redirectWith(req.redirectUri, { error: 'access_denied', state: req.state }),
      );
    }
    const user = findUserByEmail(field(request.body, 'account') ?? '');
    if (!user)
      return errorPage(400, 'invalid_request', 'Choose one of the simulated accounts.')(reply);
    const granted = fields(request.body, 'granted_scope').filter((s) => req.scopes.includes(s));
    if (granted.length === 0) {
      return reply.redirect(
        redirectWith(req.redirectUri, { error: 'access_denied', state: req.state }),
      );
    }
    const scopes = req.includeGrantedScopes
      ? [...new Set([...ctx.oauth.grantedScopes(req.clientId, user.id), ...granted])]
      : granted;
    const code = ctx.oauth.issueCode({
      clientId: req.clientId,
      redirectUri: req.redirectUri,
      userId: user.id,
      scopes,
      offline: req.offline,
      forceConsent: req.prompt.includes('consent'),
      codeChallenge: req.codeChallenge,
    });
    return reply.redirect(
      redirectWith(req.redirectUri, {
        state: req.state,
        code: code.code,
        scope: scopes.join(' '),
        authuser: '0',
        prompt: 'consent',
      }),
    );
  });
};
