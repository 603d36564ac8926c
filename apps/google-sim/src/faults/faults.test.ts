import { describe, expect, it } from 'vitest';
import type { SimApp } from '../app';
import { adsHeaders, buildTestApp, makeClock, mintToken } from '../test-helpers';

const REPORT = {
  dateRanges: [{ startDate: '7daysAgo', endDate: 'yesterday' }],
  metrics: [{ name: 'sessions' }],
};

const arm = async (app: SimApp, fault: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: '/__sim/faults', payload: fault });
  expect(res.statusCode).toBe(201);
  return res.json<{ fault: { id: string; remaining: number | null } }>().fault;
};

const report = (app: SimApp, token: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1beta/properties/310000001:runReport',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: REPORT,
  });

describe('faults on demand', () => {
  it('answers 429 RESOURCE_EXHAUSTED for the given number of Data API calls, then recovers', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    await arm(app, { kind: 'rate_limit', api: 'ga-data', count: 2 });
    const admin = await app.inject({
      method: 'GET',
      url: '/v1beta/accountSummaries',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await report(app, token);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: {
          code: 429,
          status: 'RESOURCE_EXHAUSTED',
          message: expect.stringContaining('Exhausted property tokens per hour'),
        },
      });
    }
    expect((await report(app, token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/__sim/faults' })).json()).toEqual({
      faults: [],
    });
  });

  it('applies a fault for a time window on the injected clock', async () => {
    const clock = makeClock();
    const app = buildTestApp({ now: clock.now });
    const token = await mintToken(app);
    await arm(app, { kind: 'unavailable', durationSeconds: 30 });
    const during = await report(app, token);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ error: { code: 503, status: 'UNAVAILABLE' } });
    expect((await report(app, token)).statusCode).toBe(503);
    clock.advance(31_000);
    expect((await report(app, token)).statusCode).toBe(200);
  });

  it('gives a 403 with a quota message and a 401 expired-token error', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    await arm(app, { kind: 'quota', count: 1 });
    const quota = await report(app, token);
    expect(quota.statusCode).toBe(403);
    expect(quota.json()).toMatchObject({
      error: {
        status: 'PERMISSION_DENIED',
        message: expect.stringMatching(/^Quota exceeded for quota metric/),
        details: [{ reason: 'RATE_LIMIT_EXCEEDED' }],
      },
    });
    await arm(app, { kind: 'unauthenticated', count: 1 });
    const expired = await report(app, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      error: { status: 'UNAUTHENTICATED', details: [{ reason: 'ACCESS_TOKEN_EXPIRED' }] },
    });
  });

  it('uses the GoogleAdsFailure envelope (as an array for searchStream) for Ads faults', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    await arm(app, { kind: 'rate_limit', api: 'ads', count: 1 });
    const res = await app.inject({
      method: 'POST',
      url: '/v26/customers/4830000001/googleAds:searchStream',
      headers: adsHeaders(token),
      payload: { query: 'SELECT customer.id FROM customer' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual([
      {
        error: {
          code: 429,
          status: 'RESOURCE_EXHAUSTED',
          message: 'Resource has been exhausted (e.g. check quota).',
          details: [
            {
              '@type': 'type.googleapis.com/google.ads.googleads.v26.errors.GoogleAdsFailure',
              errors: [
                {
                  errorCode: { quotaError: 'RESOURCE_EXHAUSTED' },
                  message: 'Too many requests. Retry in 30 seconds.',
                  details: {
                    quotaErrorDetails: {
                      rateScope: 'DEVELOPER',
                      rateName: 'Number of operations for basic access',
                      retryDelay: '30s',
                    },
                  },
                },
              ],
              requestId: expect.any(String),
            },
          ],
        },
      },
    ]);
  });

  it('fails the token endpoint with OAuth-style bodies', async () => {
    const app = buildTestApp();
    await arm(app, { kind: 'internal', api: 'oauth', count: 1 });
    const res = await app.inject({
      method: 'POST',
      url: '/token',
      payload: { grant_type: 'refresh_token' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal_failure', error_description: 'Backend Error' });
  });

  it('takes a fault or added latency from request headers', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const res = await report(app, token, { 'x-sim-fault': 'internal' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 500, status: 'INTERNAL', message: 'Internal error encountered.' },
    });
    const slow = await report(app, token, { 'x-sim-latency-ms': '5' });
    expect(slow.statusCode).toBe(200);
  });

  it('adds latency without failing, lists and removes faults', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const latency = await arm(app, { kind: 'latency', latencyMs: 5, count: 1 });
    expect(latency.remaining).toBe(1);
    expect((await report(app, token)).statusCode).toBe(200);
    const forever = await arm(app, { kind: 'internal' });
    expect(
      (await app.inject({ method: 'GET', url: '/__sim/faults' })).json<{ faults: unknown[] }>()
        .faults,
    ).toHaveLength(1);
    expect(
      (await app.inject({ method: 'DELETE', url: `/__sim/faults/${forever.id}` })).statusCode,
    ).toBe(204);
    expect((await report(app, token)).statusCode).toBe(200);
    const invalid = await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'explode' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});
