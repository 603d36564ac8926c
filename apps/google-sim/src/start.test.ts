import { afterAll, describe, expect, it } from 'vitest';
import { simulatorEndpoints, startSimulator } from './start';
import type { RunningSimulator } from './start';

describe('startSimulator', () => {
  let sim: RunningSimulator | undefined;
  afterAll(async () => {
    await sim?.close();
  });

  it('listens on a free port and serves OAuth, GA and Ads over real HTTP', async () => {
    sim = await startSimulator({
      port: 0,
      host: '127.0.0.1',
      now: () => new Date('2026-11-21T10:30:00Z'),
    });
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const endpoints = simulatorEndpoints(sim.url);

    const consent = await fetch(
      `${endpoints.oauthAuthorizeUrl}?${new URLSearchParams({
        client_id: endpoints.clientId,
        redirect_uri: 'http://localhost:3000/callback',
        response_type: 'code',
        scope:
          'https://www.googleapis.com/auth/analytics.readonly https://www.googleapis.com/auth/adwords',
        access_type: 'offline',
        state: 's1',
      }).toString()}`,
    );
    expect(consent.status).toBe(200);
    expect(await consent.text()).toContain('<form method="post"');

    const form = new URLSearchParams({
      client_id: endpoints.clientId,
      redirect_uri: 'http://localhost:3000/callback',
      response_type: 'code',
      scope:
        'https://www.googleapis.com/auth/analytics.readonly https://www.googleapis.com/auth/adwords',
      access_type: 'offline',
      state: 's1',
      account: 'demo@kampa.local',
      decision: 'allow',
    });
    form.append('granted_scope', 'https://www.googleapis.com/auth/analytics.readonly');
    form.append('granted_scope', 'https://www.googleapis.com/auth/adwords');
    const redirect = await fetch(`${sim.url}/o/oauth2/v2/auth/consent`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';

    const tokenResponse = await fetch(endpoints.oauthTokenUrl, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://localhost:3000/callback',
        client_id: endpoints.clientId,
        client_secret: endpoints.clientSecret,
      }),
    });
    const tokens = (await tokenResponse.json()) as { access_token: string; refresh_token: string };
    expect(tokens.refresh_token).toBeDefined();

    const summaries = await fetch(`${endpoints.gaAdminBaseUrl}/v1beta/accountSummaries`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(summaries.status).toBe(200);
    const report = await fetch(`${endpoints.gaDataBaseUrl}/v1beta/properties/330000001:runReport`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        dateRanges: [{ startDate: '7daysAgo', endDate: 'yesterday' }],
        metrics: [{ name: 'sessions' }],
      }),
    });
    expect(((await report.json()) as { kind: string }).kind).toBe('analyticsData#runReport');
    const ads = await fetch(`${endpoints.adsBaseUrl}/v26/customers:listAccessibleCustomers`, {
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'developer-token': endpoints.developerToken,
      },
    });
    expect(await ads.json()).toEqual({
      resourceNames: ['customers/1110000001', 'customers/4830000001'],
    });
  });
});
