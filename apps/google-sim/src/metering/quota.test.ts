import { describe, expect, it } from 'vitest';
import type { SimApp } from '../app';
import { optionsFromEnv } from '../config';
import { buildTestApp, makeClock, mintToken, runReport } from '../test-helpers';
import type { PropertyQuota } from './quota';

// 2026-10-01 … 2026-10-31 by channel: 31 days, ~10 rows → 1 token.
const MONTH = {
  dateRanges: [{ startDate: '2026-10-01', endDate: '2026-10-31' }],
  dimensions: [{ name: 'sessionDefaultChannelGroup' }],
  metrics: [{ name: 'sessions' }],
  returnPropertyQuota: true,
};
// 395 days by date: 395 rows → 1 + 3 + 0 = 4 tokens.
const YEAR_BY_DATE = {
  dateRanges: [{ startDate: '2025-10-22', endDate: '2026-11-20' }],
  dimensions: [{ name: 'date' }],
  metrics: [{ name: 'sessions' }],
  limit: 100000,
  returnPropertyQuota: true,
};
// 13 months × date × channel: ≈ 3 700 rows → 1 + 3 + 7 = 11 tokens.
const YEAR_BY_DATE_AND_CHANNEL = {
  ...YEAR_BY_DATE,
  dimensions: [{ name: 'date' }, { name: 'sessionDefaultChannelGroup' }],
};

type QuotaJson = { propertyQuota?: PropertyQuota; rows?: unknown[] };

const quotaSnapshot = async (app: SimApp) =>
  (await app.inject({ method: 'GET', url: '/__sim/quota' })).json<{
    limits: Record<string, number>;
    properties: Record<
      string,
      {
        reports: number;
        tokensPerHour: { consumed: number; remaining: number };
        tokensPerDay: { consumed: number; remaining: number };
        projects: Record<string, Record<string, { consumed: number; remaining: number }>>;
      }
    >;
  }>();

const cost = (days: number, rows: number): number =>
  1 + Math.floor(days / 100) + Math.floor(rows / 500);

describe('GA4 Data API property quota', () => {
  it('returns Google’s propertyQuota: tokens this request consumed and what remains', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const first = (await runReport(app, token, '310000001', MONTH)).json as QuotaJson;
    expect(first.propertyQuota).toEqual({
      tokensPerDay: { consumed: 1, remaining: 199_999 },
      tokensPerHour: { consumed: 1, remaining: 39_999 },
      concurrentRequests: { consumed: 0, remaining: 10 },
      serverErrorsPerProjectPerHour: { consumed: 0, remaining: 10 },
      potentiallyThresholdedRequestsPerHour: { consumed: 0, remaining: 120 },
      tokensPerProjectPerHour: { consumed: 1, remaining: 13_999 },
    });

    const year = (await runReport(app, token, '310000001', YEAR_BY_DATE)).json as QuotaJson;
    expect(year.rows).toHaveLength(395);
    expect(year.propertyQuota?.tokensPerHour).toEqual({ consumed: 4, remaining: 39_995 });

    const wide = (await runReport(app, token, '310000001', YEAR_BY_DATE_AND_CHANNEL))
      .json as QuotaJson;
    const rows = wide.rows?.length ?? 0;
    expect(rows).toBeGreaterThan(3000);
    expect(wide.propertyQuota?.tokensPerHour.consumed).toBe(cost(395, rows));
    expect(wide.propertyQuota?.tokensPerHour.consumed).toBeLessThanOrEqual(12);

    // Charged also when the quota is not asked for; other properties have their own budget.
    const silent = (
      await runReport(app, token, '310000001', { ...MONTH, returnPropertyQuota: false })
    ).json as QuotaJson;
    expect(silent.propertyQuota).toBeUndefined();
    const used = 1 + 4 + cost(395, rows) + 1;
    const other = (await runReport(app, token, '320000001', MONTH)).json as QuotaJson;
    expect(other.propertyQuota?.tokensPerDay).toEqual({ consumed: 1, remaining: 199_999 });

    const snapshot = await quotaSnapshot(app);
    expect(snapshot.limits).toEqual({
      tokensPerHour: 40_000,
      tokensPerDay: 200_000,
      tokensPerProjectPerHour: 14_000,
    });
    expect(snapshot.properties['310000001']).toEqual({
      reports: 4,
      tokensPerHour: { consumed: used, remaining: 40_000 - used },
      tokensPerDay: { consumed: used, remaining: 200_000 - used },
      projects: {
        'kampa-local': {
          tokensPerProjectPerHour: { consumed: used, remaining: 14_000 - used },
          serverErrorsPerProjectPerHour: { consumed: 0, remaining: 10 },
        },
      },
    });
  });

  it('charges each report of a batch, and nothing for a batch that fails', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const batch = (requests: unknown[]) =>
      app.inject({
        method: 'POST',
        url: '/v1beta/properties/310000001:batchRunReports',
        headers: { authorization: `Bearer ${token}` },
        payload: { requests },
      });
    const ok = await batch([MONTH, YEAR_BY_DATE, { ...MONTH, returnPropertyQuota: false }]);
    expect(ok.statusCode).toBe(200);
    const reports = ok.json<{ reports: QuotaJson[] }>().reports;
    expect(reports.map((r) => r.propertyQuota?.tokensPerHour)).toEqual([
      { consumed: 1, remaining: 39_999 },
      { consumed: 4, remaining: 39_995 },
      undefined,
    ]);
    const bad = await batch([MONTH, { ...MONTH, metrics: [{ name: 'conversionz' }] }]);
    expect(bad.statusCode).toBe(400);
    expect((await quotaSnapshot(app)).properties['310000001']?.tokensPerHour.consumed).toBe(6);
  });

  it('answers 429 RESOURCE_EXHAUSTED when the hourly tokens are used up, until the next hour', async () => {
    const clock = makeClock(new Date('2026-11-21T10:30:00Z'));
    const app = buildTestApp({ now: clock.now, quota: { tokensPerHour: 6 } });
    const token = await mintToken(app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await runReport(app, token, '310000001', YEAR_BY_DATE)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await runReport(app, token, '310000001', MONTH);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      error: {
        code: 429,
        status: 'RESOURCE_EXHAUSTED',
        message: expect.stringContaining('Exhausted property tokens per hour quota'),
      },
    });
    // Another property is not affected.
    expect((await runReport(app, token, '320000001', MONTH)).status).toBe(200);
    clock.advance(29 * 60_000); // 10:59
    expect((await runReport(app, token, '310000001', MONTH)).status).toBe(429);
    clock.advance(60_000); // 11:00: a new hour
    const next = await runReport(app, token, '310000001', MONTH);
    expect(next.status).toBe(200);
    expect((next.json as QuotaJson).propertyQuota?.tokensPerHour).toEqual({
      consumed: 1,
      remaining: 5,
    });
    expect((next.json as QuotaJson).propertyQuota?.tokensPerDay.remaining).toBe(200_000 - 9);
  });

  it('answers 429 when the daily tokens are used up, until midnight Pacific time', async () => {
    // 06:30Z is 22:30 on 2026-11-20 in Los Angeles; the day ends at 08:00Z.
    const clock = makeClock(new Date('2026-11-21T06:30:00Z'));
    const app = buildTestApp({
      now: clock.now,
      quota: { tokensPerDay: 8 },
      accessTokenTtlSeconds: 86_400,
    });
    const token = await mintToken(app);
    expect((await runReport(app, token, '310000001', YEAR_BY_DATE)).status).toBe(200);
    clock.advance(3_600_000); // 07:30Z, another hour, the same Pacific day
    expect((await runReport(app, token, '310000001', YEAR_BY_DATE)).status).toBe(200);
    const refused = await runReport(app, token, '310000001', MONTH);
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toContain('Exhausted property tokens per day quota');
    clock.advance(29 * 60_000); // 07:59Z = 23:59 PST
    expect((await runReport(app, token, '310000001', MONTH)).status).toBe(429);
    clock.advance(60_000); // 08:00Z = midnight PST
    expect((await runReport(app, token, '310000001', MONTH)).status).toBe(200);
  });

  it('limits one project’s tokens on a property per hour', async () => {
    const app = buildTestApp({ quota: { tokensPerProjectPerHour: 4 } });
    const token = await mintToken(app);
    expect((await runReport(app, token, '310000001', YEAR_BY_DATE)).status).toBe(200);
    const refused = await runReport(app, token, '310000001', MONTH);
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toContain('tokens per project per hour');
  });

  it('counts server errors of the project on the property', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    await app.inject({
      method: 'POST',
      url: '/__sim/faults',
      payload: { kind: 'internal', api: 'ga-data', count: 2 },
    });
    expect((await runReport(app, token, '310000001', MONTH)).status).toBe(500);
    expect((await runReport(app, token, '310000001', MONTH)).status).toBe(500);
    const after = (await runReport(app, token, '310000001', MONTH)).json as QuotaJson;
    expect(after.propertyQuota?.serverErrorsPerProjectPerHour).toEqual({
      consumed: 0,
      remaining: 8,
    });
  });

  it('takes limits from POST /__sim/quota and the environment; reset clears and restores', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const invalid = await app.inject({
      method: 'POST',
      url: '/__sim/quota',
      payload: { tokensPerHour: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      error: { code: 'invalid_quota', field: 'tokensPerHour' },
    });
    const set = await app.inject({
      method: 'POST',
      url: '/__sim/quota',
      payload: { tokensPerHour: 1 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ limits: Record<string, number> }>().limits.tokensPerHour).toBe(1);
    expect((await runReport(app, token, '310000001', MONTH)).status).toBe(200);
    expect((await runReport(app, token, '310000001', MONTH)).status).toBe(429);

    expect((await app.inject({ method: 'POST', url: '/__sim/reset' })).statusCode).toBe(204);
    const fresh = await quotaSnapshot(app);
    expect(fresh.properties).toEqual({});
    expect(fresh.limits.tokensPerHour).toBe(40_000);
    const again = await mintToken(app);
    expect((await runReport(app, again, '310000001', MONTH)).status).toBe(200);

    expect(
      optionsFromEnv({
        GOOGLE_SIM_TOKENS_PER_HOUR: '50',
        GOOGLE_SIM_TOKENS_PER_DAY: '500',
        GOOGLE_SIM_TOKENS_PER_PROJECT_PER_HOUR: 'many',
      }).quota,
    ).toEqual({ tokensPerHour: 50, tokensPerDay: 500 });
    expect(optionsFromEnv({}).quota).toBeUndefined();
  });
});
