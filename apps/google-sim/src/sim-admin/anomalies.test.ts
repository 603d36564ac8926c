import { describe, expect, it } from 'vitest';
import type { SimApp } from '../app';
import type { AdsBatch, ReportJson } from '../test-helpers';
import { buildTestApp, mintToken, num, runReport, searchStream } from '../test-helpers';

const WEEK = [{ startDate: '2026-11-14', endDate: '2026-11-20' }];
const DAY = '2026-11-18';
const METRICS = ['sessions', 'keyEvents', 'totalRevenue', 'totalUsers', 'screenPageViews'];

const inject = (app: SimApp, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/__sim/anomalies', payload: body });

const listed = async (app: SimApp) =>
  (await app.inject({ method: 'GET', url: '/__sim/anomalies' })).json<{
    anomalies: Array<Record<string, unknown>>;
  }>().anomalies;

/** Metric values per first-dimension value (e.g. per date). */
const byKey = async (
  app: SimApp,
  token: string,
  dimensions: string[],
  dateRanges = WEEK,
  property = '310000001',
  extra: Record<string, unknown> = {},
): Promise<Map<string, number[]>> => {
  const { json } = (await runReport(app, token, property, {
    dateRanges,
    dimensions: dimensions.map((name) => ({ name })),
    metrics: METRICS.map((name) => ({ name })),
    limit: 100000,
    ...extra,
  })) as { json: ReportJson };
  const out = new Map<string, number[]>();
  for (const row of json.rows ?? []) {
    const key = (row.dimensionValues ?? []).map((v) => v.value).join('|');
    out.set(
      key,
      (row.metricValues ?? []).map((v) => num(v.value)),
    );
  }
  return out;
};

/** Sums rows of a date × X report per date. */
const perDate = (rows: Map<string, number[]>): Map<string, number[]> => {
  const out = new Map<string, number[]>();
  for (const [key, values] of rows) {
    const date = key.split('|')[0] ?? '';
    const sum = out.get(date) ?? values.map(() => 0);
    out.set(
      date,
      sum.map((s, i) => s + (values[i] ?? 0)),
    );
  }
  return out;
};

const ymd = DAY.replaceAll('-', '');

describe('labelled anomalies', () => {
  it('a sessions drop scales that day’s GA facts in every breakdown, until cleared', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const before = await byKey(app, token, ['date']); // fills the caches
    const created = await inject(app, {
      propertyId: '310000001',
      metric: 'sessions',
      date: DAY,
      kind: 'drop',
      factor: 0.4,
    });
    expect(created.statusCode).toBe(201);
    const anomaly = created.json<{ anomaly: Record<string, unknown> }>().anomaly;
    expect(anomaly).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{12}$/),
      propertyId: '310000001',
      metric: 'sessions',
      date: DAY,
      kind: 'drop',
      factor: 0.4,
      label: 'sessions drop ×0.4 on 2026-11-18 (property 310000001)',
      createdAt: '2026-11-21T10:30:00.000Z',
    });
    expect(await listed(app)).toEqual([anomaly]);

    const after = await byKey(app, token, ['date']);
    for (const [date, values] of before) {
      if (date !== ymd) {
        expect(after.get(date)).toEqual(values);
        continue;
      }
      const dropped = after.get(date) ?? [];
      values.forEach((v, i) => {
        expect(dropped[i] ?? NaN).toBeLessThanOrEqual(v * 0.4 + 0.01);
        expect(dropped[i] ?? NaN).toBeGreaterThan(v * 0.4 - 150);
      });
    }
    // Consistent across breakdowns: channels and (deeper) devices add up to the day.
    const sessions = after.get(ymd)?.[0];
    const keyEvents = after.get(ymd)?.[1];
    for (const dimension of ['sessionDefaultChannelGroup', 'deviceCategory', 'landingPage']) {
      const day = perDate(await byKey(app, token, ['date', dimension])).get(ymd);
      expect({ dimension, sessions: day?.[0], keyEvents: day?.[1] }).toEqual({
        dimension,
        sessions,
        keyEvents,
      });
    }

    expect((await app.inject({ method: 'DELETE', url: '/__sim/anomalies' })).statusCode).toBe(204);
    expect(await listed(app)).toEqual([]);
    expect(await byKey(app, token, ['date'])).toEqual(before);
  });

  it('key event and revenue anomalies change only what they name; today’s data too', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const before = (await byKey(app, token, ['date'])).get(ymd) ?? [];
    await inject(app, { propertyId: '310000001', metric: 'keyEvents', date: DAY, kind: 'spike' });
    const spiked = (await byKey(app, token, ['date'])).get(ymd) ?? [];
    expect(spiked[0]).toBe(before[0]);
    expect(spiked[3]).toBe(before[3]);
    expect(spiked[1]).toBeGreaterThan((before[1] ?? 0) * 2.3);
    expect(spiked[2]).toBeGreaterThan((before[2] ?? 0) * 2.3);
    expect(await listed(app)).toMatchObject([{ kind: 'spike', factor: 2.5 }]);

    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect(await listed(app)).toEqual([]);
    const again = await mintToken(app);
    expect((await byKey(app, again, ['date'])).get(ymd)).toEqual(before);
    await inject(app, {
      propertyId: '310000001',
      metric: 'totalRevenue',
      date: DAY,
      kind: 'drop',
      factor: 0,
      label: 'payment gateway outage',
    });
    const noRevenue = (await byKey(app, again, ['date'])).get(ymd) ?? [];
    expect(noRevenue).toEqual([before[0], before[1], 0, before[3], before[4]]);
    expect(await listed(app)).toMatchObject([{ label: 'payment gateway outage' }]);

    const today = [{ startDate: 'today', endDate: 'today' }];
    const todayBefore = (await byKey(app, again, [], today, '320000001')).get('') ?? [];
    await inject(app, {
      propertyId: '320000001',
      metric: 'sessions',
      date: '2026-11-21',
      kind: 'drop',
    });
    const todayAfter = (await byKey(app, again, [], today, '320000001')).get('') ?? [];
    expect(todayAfter[0]).toBeLessThanOrEqual((todayBefore[0] ?? 0) * 0.4);
    expect(todayAfter[0]).toBeGreaterThan(0);
  });

  it('an Ads clicks spike scales the account’s day in every resource, and GA’s paid traffic follows', async () => {
    // DAY is still settling at FIXED_NOW: its final numbers, where GA's paid key events equal Ads'.
    const app = buildTestApp({ settling: false });
    const token = await mintToken(app);
    const adsDay = async (from: 'customer' | 'campaign' | 'ad_group') => {
      const res = await searchStream(
        app,
        token,
        '4810000001',
        `SELECT ${{ customer: 'customer.id', campaign: 'campaign.id', ad_group: 'ad_group.id' }[from]}, metrics.clicks, metrics.cost_micros, metrics.conversions FROM ${from} WHERE segments.date = '${DAY}'`,
        '1110000001',
      );
      expect(res.status).toBe(200);
      const rows = (res.json as AdsBatch[]).flatMap((b) => b.results ?? []);
      const total = (field: string) => rows.reduce((s, r) => s + Number(r.metrics?.[field]), 0);
      return {
        clicks: total('clicks'),
        cost: total('costMicros'),
        conversions: total('conversions'),
      };
    };
    const gaPaid = async () =>
      (
        await byKey(app, token, ['date'], [{ startDate: DAY, endDate: DAY }], '310000001', {
          dimensionFilter: {
            filter: { fieldName: 'sessionSourceMedium', stringFilter: { value: 'google / cpc' } },
          },
        })
      ).get(ymd) ?? [];
    const before = await adsDay('customer');
    const adGroupsBefore = await adsDay('ad_group'); // Performance Max has no ad groups
    const gaBefore = await gaPaid();
    expect(gaBefore[1]).toBe(before.conversions);

    const created = await inject(app, {
      customerId: '481-000-0001',
      metric: 'clicks',
      date: DAY,
      kind: 'spike',
      factor: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      anomaly: {
        customerId: '4810000001',
        label: 'clicks spike ×2 on 2026-11-18 (Ads account 4810000001)',
      },
    });
    const after = await adsDay('customer');
    expect(after.clicks).toBeGreaterThanOrEqual(before.clicks * 2 - 10);
    expect(after.clicks).toBeLessThanOrEqual(before.clicks * 2);
    expect(await adsDay('campaign')).toEqual(after);
    const adGroups = await adsDay('ad_group');
    expect(adGroups.clicks).toBeGreaterThanOrEqual(adGroupsBefore.clicks * 2 - 10);
    expect(adGroups.clicks).toBeLessThanOrEqual(adGroupsBefore.clicks * 2);
    // GA's google / cpc rows come from Ads: more sessions, key events still equal conversions.
    const gaAfter = await gaPaid();
    expect(gaAfter[0]).toBeGreaterThan((gaBefore[0] ?? 0) * 1.8);
    expect(gaAfter[1]).toBe(after.conversions);

    await app.inject({ method: 'DELETE', url: '/__sim/anomalies' });
    await inject(app, {
      customerId: '4810000001',
      metric: 'cost',
      date: DAY,
      kind: 'drop',
      factor: 0.5,
    });
    const cheaper = await adsDay('customer');
    expect(cheaper.clicks).toBe(before.clicks);
    expect(cheaper.cost).toBeLessThanOrEqual(before.cost * 0.5);
    expect(cheaper.cost).toBeGreaterThan(before.cost * 0.5 - 100_000);
  });

  it('refuses bad anomalies with the field at fault and changes nothing', async () => {
    const app = buildTestApp();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { customerId: '4810000001', metric: 'sessions', date: DAY, kind: 'drop' },
        'invalid_anomaly',
        'propertyId',
      ],
      [
        { propertyId: '310000001', metric: 'clicks', date: DAY, kind: 'drop' },
        'invalid_anomaly',
        'customerId',
      ],
      [
        { propertyId: '399999999', metric: 'sessions', date: DAY, kind: 'drop' },
        'unknown_property',
        'propertyId',
      ],
      [
        { customerId: '1110000001', metric: 'cost', date: DAY, kind: 'spike' },
        'invalid_anomaly',
        'customerId',
      ],
      [
        { customerId: '9999999999', metric: 'cost', date: DAY, kind: 'spike' },
        'unknown_customer',
        'customerId',
      ],
      [
        { propertyId: '310000001', metric: 'sessions', date: '2026-02-30', kind: 'drop' },
        'invalid_anomaly',
        'date',
      ],
      [
        { propertyId: '310000001', metric: 'sessions', date: DAY, kind: 'drop', factor: 1.5 },
        'invalid_anomaly',
        'factor',
      ],
      [
        { propertyId: '310000001', metric: 'sessions', date: DAY, kind: 'spike', factor: 50 },
        'invalid_anomaly',
        'factor',
      ],
      [
        { propertyId: '310000001', metric: 'bounceRate', date: DAY, kind: 'drop' },
        'invalid_anomaly',
        'metric',
      ],
      [
        { propertyId: '310000001', metric: 'sessions', date: DAY, kind: 'dip' },
        'invalid_anomaly',
        'kind',
      ],
    ];
    for (const [body, code, field] of cases) {
      const res = await inject(app, body);
      expect({ body, status: res.statusCode, error: res.json<{ error: unknown }>().error }).toEqual(
        {
          body,
          status: 400,
          error: { code, field, message: expect.any(String) },
        },
      );
    }
    expect(await listed(app)).toEqual([]);
    const missing = await app.inject({ method: 'DELETE', url: '/__sim/anomalies/nope' });
    expect(missing.statusCode).toBe(404);
  });
});
