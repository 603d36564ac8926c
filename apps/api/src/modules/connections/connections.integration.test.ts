import type { RunningSimulator } from '@kampa/google-sim';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callback, connectGoogle, consent, startConsent, startGoogle } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import {
  createSiblingTestApp,
  createTestApp,
  onboard,
  TEST_KEY_RING,
  type TestApp,
} from '#test/test-app';
import { googleConnections, oauthStates, projectMembers, projects } from '../../db/schema';
import { publicOriginOf } from '../../config';
import { connectionBinding, open, parseKeyRing } from '../../lib/encryption';

let testApp: TestApp;
let sim: RunningSimulator;
let owner: TestIdentity;
let projectUid: string;

const createProject = async (identity: TestIdentity, name = 'Klient') => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/project/new',
    headers: identity.headers,
    payload: { name, websiteUrl: 'https://klient.cz' },
  });
  return response.json().uid as string;
};

const outcomeOf = (response: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), 'http://kampa.test');
  return { path: location.pathname, google: location.searchParams.get('google') };
};

const connectionCount = async () =>
  (await testApp.db.select({ n: sql<number>`count(*)::int` }).from(googleConnections))[0]!.n;

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  testApp = await createTestApp({ ...google.config, SYNC_WORKERS: false });
  owner = await onboard(testApp, await createTestIdentity({ displayName: 'Owner' }));
  projectUid = await createProject(owner);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await sim?.close();
});

describe('connecting Google', () => {
  it('asks Google for offline access to Analytics and Ads with a single-use state', async () => {
    const { authorizeUrl, cookieAttributes } = await startConsent(
      testApp,
      owner.headers,
      projectUid,
    );
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent');
    expect(url.searchParams.get('scope')).toContain('analytics.readonly');
    expect(url.searchParams.get('scope')).toContain('adwords');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/connections\/google\/callback$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieAttributes).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/connections/google/callback',
    });
  });

  it('uses PKCE: the verifier stays on the server, and a code caught on its way is useless without it', async () => {
    const { authorizeUrl, cookie } = await startConsent(testApp, owner.headers, projectUid);
    const url = new URL(authorizeUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = url.searchParams.get('code_challenge') ?? '';
    const state = url.searchParams.get('state') ?? '';
    const [row] = await testApp.db
      .select({ codeVerifier: oauthStates.codeVerifier })
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, createHash('sha256').update(state).digest('base64url')));
    const verifier = row?.codeVerifier ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(challenge);
    expect(authorizeUrl).not.toContain(verifier);
    expect(cookie).not.toContain(verifier);

    // Someone who caught the redirect (the code) cannot redeem it without the verifier.
    const redirect = await consent(authorizeUrl, { account: 'demo@kampa.local' });
    const stolen = await fetch(testApp.config.GOOGLE_OAUTH_TOKEN_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code') ?? '',
        redirect_uri: url.searchParams.get('redirect_uri') ?? '',
        client_id: testApp.config.GOOGLE_OAUTH_CLIENT_ID,
        client_secret: testApp.config.GOOGLE_OAUTH_CLIENT_SECRET,
      }).toString(),
    });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
    // Kampa, holding the verifier, can.
    expect(outcomeOf(await callback(testApp, redirect, cookie)).google).toBe('connected');
  });

  it('marks the consent cookie Secure whenever the public URL is https, with no proxy trusted', async () => {
    const behindTls = await createSiblingTestApp(testApp, {
      KAMPA_PUBLIC_URL: 'https://kampa.example.com',
    });
    try {
      const { cookieAttributes } = await startConsent(behindTls, owner.headers, projectUid);
      expect(behindTls.config.TRUST_PROXY).toBeFalsy();
      expect(cookieAttributes).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await behindTls.close();
    }
  });

  it('sends Google back to the configured origin, never to the Host the request names', async () => {
    const { authorizeUrl } = await startConsent(
      testApp,
      { ...owner.headers, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      projectUid,
    );
    const redirectUri = new URL(authorizeUrl).searchParams.get('redirect_uri');
    expect(redirectUri).toBe(`${publicOriginOf(testApp.config)}/api/connections/google/callback`);
    expect(authorizeUrl).not.toContain('evil.example');
  });

  it('stores the refresh token encrypted and sends the user back to the screen they came from', async () => {
    const { authorizeUrl, cookie } = await startConsent(testApp, owner.headers, projectUid, 'ads');
    const response = await callback(
      testApp,
      await consent(authorizeUrl, { account: 'demo@kampa.local' }),
      cookie,
    );
    const outcome = outcomeOf(response);
    expect(outcome).toEqual({ path: `/project/${projectUid}/ads/connect`, google: 'connected' });
    expect(response.headers['set-cookie']).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    const [row] = await testApp.db.select().from(googleConnections);
    expect(row?.googleEmail).toBe('demo@kampa.local');
    expect(row?.keyId).toBe('test1');
    expect(row?.refreshTokenCiphertext).not.toMatch(/^1\/\//);
    const token = open(
      parseKeyRing(TEST_KEY_RING),
      { keyId: row!.keyId, ciphertext: row!.refreshTokenCiphertext },
      connectionBinding(row!.id),
    );
    expect(token).toMatch(/^1\/\//);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('says so when the user denies, and stores nothing', async () => {
    const before = await connectionCount();
    const { authorizeUrl, cookie } = await startConsent(testApp, owner.headers, projectUid);
    const response = await callback(
      testApp,
      await consent(authorizeUrl, { account: 'demo@kampa.local', decision: 'deny' }),
      cookie,
    );
    expect(outcomeOf(response)).toEqual({
      path: `/project/${projectUid}/analytics/connect`,
      google: 'denied',
    });
    expect(await connectionCount()).toBe(before);
  });

  it('answers the consent with one redirect and nothing after it (no "reply already sent")', async () => {
    const warn = vi.spyOn(testApp.app.log, 'warn');
    const error = vi.spyOn(testApp.app.log, 'error');
    try {
      const { authorizeUrl, cookie } = await startConsent(testApp, owner.headers, projectUid);
      const redirect = await consent(authorizeUrl, { account: 'marketa@kampa.local' });
      expect(outcomeOf(await callback(testApp, redirect, cookie)).google).toBe('connected');
      expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('refuses a replayed state', async () => {
    const { authorizeUrl, cookie } = await startConsent(testApp, owner.headers, projectUid);
    const redirect = await consent(authorizeUrl, { account: 'marketa@kampa.local' });
    expect(outcomeOf(await callback(testApp, redirect, cookie)).google).toBe('connected');
    expect(outcomeOf(await callback(testApp, redirect, cookie)).google).toBe('invalid_state');
  });

  it('refuses a state brought by another browser (no or another cookie), leaving it for its own', async () => {
    const before = await connectionCount();
    const mine = await startConsent(testApp, owner.headers, projectUid);
    const other = await startConsent(testApp, owner.headers, projectUid);
    const redirect = await consent(mine.authorizeUrl, { account: 'empty@kampa.local' });
    expect(outcomeOf(await callback(testApp, redirect)).google).toBe('invalid_state');
    const wrong = `${mine.cookie.split('=')[0]}=${other.cookie.split('=')[1]}`;
    expect(outcomeOf(await callback(testApp, redirect, wrong)).google).toBe('invalid_state');
    expect(await connectionCount()).toBe(before);
    expect(outcomeOf(await callback(testApp, redirect, mine.cookie)).google).toBe('connected');
  });

  it('refuses an unknown or missing state', async () => {
    expect(
      outcomeOf(
        await callback(
          testApp,
          new URL('http://x/api/connections/google/callback?state=nope&code=x'),
        ),
      ),
    ).toEqual({ path: '/projects', google: 'invalid_state' });
    expect(
      outcomeOf(await callback(testApp, new URL('http://x/api/connections/google/callback'))),
    ).toEqual({
      path: '/projects',
      google: 'invalid_state',
    });
  });

  it('refuses a state older than 10 minutes', async () => {
    const { authorizeUrl, cookie } = await startConsent(testApp, owner.headers, projectUid);
    const redirect = await consent(authorizeUrl, { account: 'demo@kampa.local' });
    await testApp.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(outcomeOf(await callback(testApp, redirect, cookie)).google).toBe('expired_state');
  });

  it('says so when Google gives no refresh token (consent without offline access)', async () => {
    const before = await connectionCount();
    const { authorizeUrl, cookie } = await startConsent(testApp, owner.headers, projectUid);
    const online = new URL(authorizeUrl);
    online.searchParams.delete('access_type');
    const response = await callback(
      testApp,
      await consent(online.toString(), { account: 'demo@kampa.local' }),
      cookie,
    );
    expect(outcomeOf(response).google).toBe('missing_refresh_token');
    expect(await connectionCount()).toBe(before);
  });

  it('reconnecting the same Google account renews that connection instead of adding one', async () => {
    const first = await connectGoogle(testApp, owner.headers, projectUid, 'demo@kampa.local');
    const second = await connectGoogle(testApp, owner.headers, projectUid, 'demo@kampa.local');
    expect(second).toBe(first);
  });
});

describe('connections of a user', () => {
  it('lists mine with the projects using each, and hides them from others', async () => {
    const connectionId = await connectGoogle(
      testApp,
      owner.headers,
      projectUid,
      'demo@kampa.local',
    );
    await testApp.app.inject({
      method: 'PATCH',
      url: `/api/project/${projectUid}/analytics`,
      headers: owner.headers,
      payload: { connectionId, accountId: '200300', propertyId: '330000001' },
    });
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/connections',
      headers: owner.headers,
    });
    const listed = mine.json().connections.find((c: { id: string }) => c.id === connectionId);
    expect(listed).toMatchObject({
      googleEmail: 'demo@kampa.local',
      status: 'active',
      projects: [{ uid: projectUid, sources: ['analytics'] }],
    });
    expect(JSON.stringify(mine.json())).not.toMatch(/refresh|ciphertext|1\/\//i);

    const stranger = await onboard(testApp, await createTestIdentity());
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: '/api/connections',
      headers: stranger.headers,
    });
    expect(theirs.json().connections).toEqual([]);
    const steal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/connections/${connectionId}`,
      headers: stranger.headers,
    });
    expect(steal.statusCode).toBe(404);
  });

  it("a member sees who connected the project's source, never a token", async () => {
    const viewer = await onboard(testApp, await createTestIdentity({ displayName: 'Viewer' }));
    const [project] = await testApp.db.select().from(projects).where(eq(projects.uid, projectUid));
    const [viewerRow] = await testApp.db
      .execute<{ id: string }>(sql`SELECT id FROM users WHERE firebase_uid = ${viewer.uid}`)
      .then((r) => r.rows);
    await testApp.db
      .insert(projectMembers)
      .values({ projectId: project!.id, userId: viewerRow!.id, role: 'viewer' });
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${projectUid}/sync`,
      headers: viewer.headers,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().analytics.connectedBy).toEqual({
      displayName: 'Owner',
      email: owner.email,
      googleEmail: 'demo@kampa.local',
    });
    expect(status.body).not.toMatch(/ciphertext|refresh_token|1\/\//);
    const start = await testApp.app.inject({
      method: 'POST',
      url: `/api/project/${projectUid}/connections/google`,
      headers: viewer.headers,
      payload: {},
    });
    expect(start.statusCode).toBe(403);
  });

  it('disconnecting revokes the grant at Google and stops the syncs that used it', async () => {
    const connectionId = await connectGoogle(
      testApp,
      owner.headers,
      projectUid,
      'demo@kampa.local',
    );
    const [row] = await testApp.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.id, connectionId));
    const refreshToken = open(
      parseKeyRing(TEST_KEY_RING),
      { keyId: row!.keyId, ciphertext: row!.refreshTokenCiphertext },
      connectionBinding(row!.id),
    );
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/connections/${connectionId}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(204);
    const refreshed = await fetch(`${sim.url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'kampa-local',
        client_secret: 'kampa-local-secret',
      }).toString(),
    });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error?: string }).error).toBe('invalid_grant');
    const status = await testApp.app.inject({
      method: 'GET',
      url: `/api/project/${projectUid}/sync`,
      headers: owner.headers,
    });
    expect(status.json().analytics).toMatchObject({
      connectionId: null,
      connectionStatus: 'revoked',
    });
    expect(['failed', 'idle']).toContain(status.json().analytics.sync.state);
  });
});
