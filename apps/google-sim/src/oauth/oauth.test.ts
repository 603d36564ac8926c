import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, makeClock } from '../test-helpers';
import type { SimApp } from '../app';

const REDIRECT = 'http://localhost:3000/api/google/callback';
const SCOPES =
  'https://www.googleapis.com/auth/analytics.readonly https://www.googleapis.com/auth/adwords';

const authQuery = (overrides: Record<string, string> = {}): string =>
  new URLSearchParams({
    client_id: 'kampa-local',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: SCOPES,
    access_type: 'offline',
    state: 'xyz-123',
    ...overrides,
  }).toString();

const consent = async (app: SimApp, fields: Record<string, string | string[]>): Promise<URL> => {
  const form = new URLSearchParams();
  const base: Record<string, string | string[]> = {
    client_id: 'kampa-local',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: SCOPES,
    access_type: 'offline',
    state: 'xyz-123',
    account: 'demo@kampa.local',
    granted_scope: SCOPES.split(' '),
    decision: 'allow',
    ...fields,
  };
  for (const [k, v] of Object.entries(base)) for (const item of [v].flat()) form.append(k, item);
  const response = await app.inject({
    method: 'POST',
    url: '/o/oauth2/v2/auth/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
};

const exchange = async (app: SimApp, body: Record<string, string>) => {
  const response = await app.inject({
    method: 'POST',
    url: '/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
  return { status: response.statusCode, json: response.json<Record<string, unknown>>() };
};

const codeGrant = (code: string): Record<string, string> => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: REDIRECT,
  client_id: 'kampa-local',
  client_secret: 'kampa-local-secret',
});

describe('authorization endpoint', () => {
  it('renders an accessible consent page with the simulated accounts and scopes', async () => {
    const app = buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: `/o/oauth2/v2/auth?${authQuery({ login_hint: 'marketa@kampa.local' })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<form method="post" action="/o/oauth2/v2/auth/consent">');
    expect(html).toContain('value="demo@kampa.local"');
    expect(html).toMatch(/value="marketa@kampa\.local" checked/);
    expect(html).toContain('name="granted_scope" value="https://www.googleapis.com/auth/adwords"');
    expect(html).toContain('<button type="submit" name="decision" value="allow"');
    expect(html).toContain('name="state" value="xyz-123"');
    expect(html).not.toMatch(/https?:\/\/(?!www\.googleapis\.com)[^"]*\.(js|css)/);
  });

  it.each([
    [{ client_id: 'nope' }, 401, 'invalid_client'],
    [{ redirect_uri: 'https://evil.example/cb' }, 400, 'redirect_uri_mismatch'],
    [{ response_type: 'token' }, 400, 'unsupported_response_type'],
    [{ scope: 'https://www.googleapis.com/auth/drive' }, 400, 'invalid_scope'],
    [{ access_type: 'forever' }, 400, 'invalid_request'],
  ])('shows an error page for %j', async (override, status, error) => {
    const app = buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: `/o/oauth2/v2/auth?${authQuery(override)}`,
    });
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain(error);
  });

  it('accepts any loopback callback for the default client', async () => {
    const app = buildTestApp();
    const response = await app.inject({
      method: 'GET',
      url: `/o/oauth2/v2/auth?${authQuery({ redirect_uri: 'http://127.0.0.1:51234/cb' })}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('redirects with code, state and the granted scopes on allow', async () => {
    const app = buildTestApp();
    const location = await consent(app, {});
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('xyz-123');
    expect(location.searchParams.get('code')).toMatch(/^4\/0Sim/);
    expect(location.searchParams.get('scope')).toBe(SCOPES);
  });

  it('redirects with error=access_denied on deny', async () => {
    const app = buildTestApp();
    const location = await consent(app, { decision: 'deny' });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('xyz-123');
    expect(location.searchParams.has('code')).toBe(false);
  });
});

describe('PKCE', () => {
  const verifier = 'a-verifier-of-at-least-forty-three-characters-0123456789';
  const s256 = createHash('sha256').update(verifier).digest('base64url');
  const invalidGrant = (description: string) => ({
    status: 400,
    json: { error: 'invalid_grant', error_description: description },
  });

  it('exchanges a code issued with an S256 challenge only with its verifier', async () => {
    const app = buildTestApp();
    const withChallenge = () =>
      consent(app, { code_challenge: s256, code_challenge_method: 'S256' }).then(
        (url) => url.searchParams.get('code') ?? '',
      );
    expect(await exchange(app, codeGrant(await withChallenge()))).toEqual(
      invalidGrant('Missing code verifier.'),
    );
    expect(
      await exchange(app, { ...codeGrant(await withChallenge()), code_verifier: `${verifier}x` }),
    ).toEqual(invalidGrant('Invalid code verifier.'));
    const good = await exchange(app, {
      ...codeGrant(await withChallenge()),
      code_verifier: verifier,
    });
    expect(good.status).toBe(200);
  });

  it('takes plain challenges, refuses a verifier nobody asked for and bad challenges', async () => {
    const app = buildTestApp();
    const plain = (await consent(app, { code_challenge: verifier })).searchParams.get('code') ?? '';
    expect((await exchange(app, { ...codeGrant(plain), code_verifier: verifier })).status).toBe(
      200,
    );
    const none = (await consent(app, {})).searchParams.get('code') ?? '';
    expect(await exchange(app, { ...codeGrant(none), code_verifier: verifier })).toEqual(
      invalidGrant('code_verifier or verifier is not needed.'),
    );
    for (const query of <Record<string, string>[]>[
      { code_challenge: s256, code_challenge_method: 'S512' },
      { code_challenge: 'too-short' },
      { code_challenge_method: 'S256' },
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/o/oauth2/v2/auth?${authQuery(query)}`,
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('token endpoint', () => {
  it('exchanges a code for access and refresh tokens once', async () => {
    const app = buildTestApp();
    const code = (await consent(app, {})).searchParams.get('code') ?? '';
    const first = await exchange(app, codeGrant(code));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ token_type: 'Bearer', expires_in: 3599, scope: SCOPES });
    expect(String(first.json.access_token)).toMatch(/^ya29\./);
    expect(String(first.json.refresh_token)).toMatch(/^1\/\//);
    const again = await exchange(app, codeGrant(code));
    expect(again).toEqual({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Bad Request' },
    });
  });

  it('answers invalid codes, clients and grant types like Google', async () => {
    const app = buildTestApp();
    expect(await exchange(app, codeGrant('garbage'))).toEqual({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Malformed auth code.' },
    });
    const code = (await consent(app, {})).searchParams.get('code') ?? '';
    expect((await exchange(app, { ...codeGrant(code), client_secret: 'wrong' })).json).toEqual({
      error: 'invalid_client',
      error_description: 'Unauthorized',
    });
    expect((await exchange(app, { ...codeGrant(code), grant_type: 'password' })).json.error).toBe(
      'unsupported_grant_type',
    );
    expect(
      (await exchange(app, { ...codeGrant(code), redirect_uri: 'http://localhost:1/x' })).json
        .error,
    ).toBe('redirect_uri_mismatch');
    const missing = await exchange(app, {
      grant_type: 'authorization_code',
      client_id: 'kampa-local',
      client_secret: 'kampa-local-secret',
    });
    expect(missing.json).toEqual({
      error: 'invalid_request',
      error_description: 'Missing required parameter: code',
    });
  });

  it('gives an expired code invalid_grant', async () => {
    const clock = makeClock();
    const app = buildTestApp({ now: clock.now });
    const code = (await consent(app, {})).searchParams.get('code') ?? '';
    clock.advance(11 * 60 * 1000);
    expect((await exchange(app, codeGrant(code))).json.error).toBe('invalid_grant');
  });

  it('issues a refresh token only for offline access, again only with prompt=consent', async () => {
    const app = buildTestApp();
    const online = await consent(app, { access_type: 'online' });
    expect(
      (await exchange(app, codeGrant(online.searchParams.get('code') ?? ''))).json.refresh_token,
    ).toBeUndefined();
    const offline = await consent(app, {});
    expect(
      (await exchange(app, codeGrant(offline.searchParams.get('code') ?? ''))).json.refresh_token,
    ).toBeDefined();
    const repeat = await consent(app, {});
    expect(
      (await exchange(app, codeGrant(repeat.searchParams.get('code') ?? ''))).json.refresh_token,
    ).toBeUndefined();
    const forced = await consent(app, { prompt: 'consent' });
    expect(
      (await exchange(app, codeGrant(forced.searchParams.get('code') ?? ''))).json.refresh_token,
    ).toBeDefined();
  });

  it('refreshes, expires access tokens and revokes the grant', async () => {
    const clock = makeClock();
    const app = buildTestApp({ now: clock.now, accessTokenTtlSeconds: 60 });
    const code = (await consent(app, {})).searchParams.get('code') ?? '';
    const tokens = (await exchange(app, codeGrant(code))).json;
    const refreshToken = String(tokens.refresh_token);
    const get = (token: string) =>
      app.inject({
        method: 'GET',
        url: '/v1beta/accountSummaries',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await get(String(tokens.access_token))).statusCode).toBe(200);
    clock.advance(61_000);
    const expired = await get(String(tokens.access_token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      error: {
        code: 401,
        status: 'UNAUTHENTICATED',
        details: [{ reason: 'ACCESS_TOKEN_EXPIRED' }],
      },
    });
    expect(expired.headers['www-authenticate']).toContain('invalid_token');

    const refreshed = await exchange(app, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'kampa-local',
      client_secret: 'kampa-local-secret',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.expires_in).toBe(59);
    expect(refreshed.json.refresh_token).toBeUndefined();
    expect((await get(String(refreshed.json.access_token))).statusCode).toBe(200);

    const revoke = await app.inject({
      method: 'POST',
      url: `/revoke?token=${encodeURIComponent(refreshToken)}`,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await get(String(refreshed.json.access_token))).statusCode).toBe(401);
    const afterRevoke = await exchange(app, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'kampa-local',
      client_secret: 'kampa-local-secret',
    });
    expect(afterRevoke).toEqual({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    const revokeAgain = await app.inject({
      method: 'POST',
      url: `/revoke?token=${encodeURIComponent(refreshToken)}`,
    });
    expect(revokeAgain.json()).toEqual({
      error: 'invalid_token',
      error_description: 'Token expired or revoked',
    });
  });

  it('accepts HTTP Basic client authentication and JSON bodies', async () => {
    const app = buildTestApp();
    const code = (await consent(app, {})).searchParams.get('code') ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/token',
      headers: {
        authorization: `Basic ${Buffer.from('kampa-local:kampa-local-secret').toString('base64')}`,
      },
      payload: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT },
    });
    expect(response.statusCode).toBe(200);
    const token = String(response.json<Record<string, unknown>>().access_token);
    const info = await app.inject({ method: 'GET', url: `/tokeninfo?access_token=${token}` });
    expect(info.json()).toMatchObject({
      aud: 'kampa-local',
      email: 'demo@kampa.local',
      access_type: 'offline',
    });
    const user = await app.inject({
      method: 'GET',
      url: '/oauth2/v3/userinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(user.json()).toMatchObject({ email: 'demo@kampa.local', name: 'Demo Kampa' });
  });
});

describe('incremental authorization', () => {
  const WEBMASTERS = 'https://www.googleapis.com/auth/webmasters.readonly';

  it('shows the Search Console scope, and adds it to the scopes granted before with include_granted_scopes', async () => {
    const app = buildTestApp();
    const first = await consent(app, {});
    expect((await exchange(app, codeGrant(first.searchParams.get('code') ?? ''))).status).toBe(200);

    const page = await app.inject({
      method: 'GET',
      url: `/o/oauth2/v2/auth?${authQuery({ scope: WEBMASTERS, include_granted_scopes: 'true' })}`,
    });
    expect(page.body).toContain('Search Console');
    expect(page.body).toContain('name="include_granted_scopes" value="true"');

    const more = await consent(app, {
      scope: WEBMASTERS,
      granted_scope: [WEBMASTERS],
      include_granted_scopes: 'true',
    });
    expect(more.searchParams.get('scope')?.split(' ').sort()).toEqual(
      [...SCOPES.split(' '), WEBMASTERS].sort(),
    );
    const tokens = await exchange(app, codeGrant(more.searchParams.get('code') ?? ''));
    expect(String(tokens.json.scope).split(' ').sort()).toEqual(
      [...SCOPES.split(' '), WEBMASTERS].sort(),
    );

    const alone = await consent(app, { scope: WEBMASTERS, granted_scope: [WEBMASTERS] });
    expect(alone.searchParams.get('scope')).toBe(WEBMASTERS);
  });
});
