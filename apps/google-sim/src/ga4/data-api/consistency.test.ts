import { describe, expect, it } from 'vitest';
import { buildSimApp } from '../../app';
import type { SimApp } from '../../app';
import type { AdsBatch, ReportJson } from '../../test-helpers';
import {
  FIXED_NOW,
  buildTestApp,
  mintToken,
  num,
  runReport,
  searchStream,
} from '../../test-helpers';

const RANGE = [{ startDate: '2026-10-01', endDate: '2026-10-31' }];
// Additive metrics first; the distinct user counts (totalUsers, activeUsers) last.
const METRICS = [
  'sessions',
  'newUsers',
  'screenPageViews',
  'eventCount',
  'keyEvents',
  'totalRevenue',
  'totalUsers',
  'activeUsers',
];
const DISTINCT = new Set(['totalUsers', 'activeUsers']);
const maxima = (json: ReportJson): number[] =>
  METRICS.map((_, i) => Math.max(...(json.rows ?? []).map((r) => num(r.metricValues?.[i]?.value))));

const report = async (
  app: SimApp,
  token: string,
  property: string,
  dimensions: string[],
  dateRanges = RANGE,
): Promise<ReportJson> =>
  (
    await runReport(app, token, property, {
      dateRanges,
      dimensions: dimensions.map((name) => ({ name })),
      metrics: METRICS.map((name) => ({ name })),
      metricAggregations: ['TOTAL'],
      limit: 250000,
    })
  ).json;

const sums = (json: ReportJson): number[] =>
  METRICS.map((_, i) => (json.rows ?? []).reduce((s, r) => s + num(r.metricValues?.[i]?.value), 0));

const totals = (json: ReportJson): number[] =>
  (json.totals?.[0]?.metricValues ?? []).map((v) => num(v.value));

const byDate = (json: ReportJson, metric = 0): Map<string, number> =>
  new Map(
    (json.rows ?? []).map((r) => [
      r.dimensionValues?.[0]?.value ?? '',
      num(r.metricValues?.[metric]?.value),
    ]),
  );

describe('consistency of the simulated data', () => {
  it.each(['310000001', '320000001', '330000001'])(
    'breakdowns of property %s sum exactly to the total; distinct users lie between the largest row and the sum',
    async (property) => {
      const app = buildTestApp();
      const token = await mintToken(app);
      const total = totals(await report(app, token, property, []));
      expect(total[0]).toBeGreaterThan(0);
      for (const dimension of [
        'date',
        'sessionDefaultChannelGroup',
        'sessionSource',
        'sessionMedium',
        'deviceCategory',
        'country',
        'landingPage',
      ]) {
        const breakdown = await report(app, token, property, [dimension]);
        const summed = sums(breakdown);
        const largest = maxima(breakdown);
        METRICS.forEach((metric, i) => {
          if (metric === 'totalRevenue') expect(summed[i]).toBeCloseTo(total[i] ?? NaN, 1);
          else if (DISTINCT.has(metric)) {
            // A person can come on several days, through several channels, to several pages.
            expect({ dimension, metric, below: (total[i] ?? 0) < (summed[i] ?? 0) }).toEqual({
              dimension,
              metric,
              below: true,
            });
            expect(total[i]).toBeGreaterThanOrEqual(largest[i] ?? Infinity);
          } else
            expect({ dimension, metric, value: summed[i] }).toEqual({
              dimension,
              metric,
              value: total[i],
            });
        });
        expect(totals(breakdown)).toEqual(total);
      }
    },
  );

  it('event and page breakdowns add up to the same totals', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const week = [{ startDate: '2026-11-09', endDate: '2026-11-15' }];
    const total = totals(await report(app, token, '310000001', [], week));
    for (const dimension of ['eventName', 'pagePath']) {
      const summed = sums(await report(app, token, '310000001', [dimension], week));
      expect(summed[0]).toBe(total[0]);
      expect(summed[1]).toBe(total[1]);
      expect(summed[2]).toBe(total[2]);
      expect(summed[3]).toBe(total[3]);
      expect(summed[4]).toBe(total[4]);
      expect(summed[5]).toBeCloseTo(total[5] ?? NaN, 1);
    }
  });

  it('a two-dimension breakdown has the one-dimension breakdowns as margins', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const both = await report(app, token, '320000001', ['deviceCategory', 'country']);
    const devices = await report(app, token, '320000001', ['deviceCategory']);
    const margin = new Map<string, number>();
    for (const row of both.rows ?? []) {
      const device = row.dimensionValues?.[0]?.value ?? '';
      margin.set(device, (margin.get(device) ?? 0) + num(row.metricValues?.[0]?.value));
    }
    for (const row of devices.rows ?? []) {
      expect(margin.get(row.dimensionValues?.[0]?.value ?? '')).toBe(
        num(row.metricValues?.[0]?.value),
      );
    }
  });

  it('rates are computed from summed parts', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const { json } = await runReport(app, token, '310000001', {
      dateRanges: RANGE,
      dimensions: [{ name: 'sessionDefaultChannelGroup' }],
      metrics: [
        { name: 'sessions' },
        { name: 'engagedSessions' },
        { name: 'engagementRate' },
        { name: 'bounceRate' },
      ],
      metricAggregations: ['TOTAL'],
    });
    const t = json.totals?.[0]?.metricValues?.map((v) => num(v.value)) ?? [];
    expect(t[2]).toBeCloseTo((t[1] ?? 0) / (t[0] ?? 1), 12);
    expect((t[2] ?? 0) + (t[3] ?? 0)).toBeCloseTo(1, 12);
  });

  it('gives the same answer twice, after a restart, and a different one for another seed', async () => {
    const body = {
      dateRanges: RANGE,
      dimensions: [{ name: 'date' }, { name: 'sessionSourceMedium' }],
      metrics: [{ name: 'sessions' }, { name: 'keyEvents' }],
    };
    const appA = buildTestApp();
    const tokenA = await mintToken(appA);
    const first = await runReport(appA, tokenA, '310000001', body);
    const second = await runReport(appA, tokenA, '310000001', body);
    expect(second.json).toEqual(first.json);
    const restarted = buildSimApp({ now: () => FIXED_NOW });
    const afterRestart = await runReport(restarted, await mintToken(restarted), '310000001', body);
    expect(afterRestart.json).toEqual(first.json);
    const other = buildSimApp({ now: () => FIXED_NOW, seed: 'another-seed' });
    const otherSeed = await runReport(other, await mintToken(other), '310000001', body);
    expect(otherSeed.json).not.toEqual(first.json);
  });

  it('a past day does not change when the clock moves on', async () => {
    const body = {
      dateRanges: [{ startDate: '2026-06-01', endDate: '2026-06-30' }],
      dimensions: [{ name: 'date' }],
      metrics: [{ name: 'sessions' }],
    };
    const now = buildTestApp();
    const later = buildSimApp({ now: () => new Date('2027-02-01T08:00:00Z') });
    expect((await runReport(later, await mintToken(later), '320000001', body)).json).toEqual(
      (await runReport(now, await mintToken(now), '320000001', body)).json,
    );
  });

  it('paid traffic in GA follows Ads spend and GA key events equal Ads conversions', async () => {
    // The final days: while the newest settle, GA and Ads report their own shares of them.
    const app = buildTestApp({ settling: false });
    const token = await mintToken(app);
    const ninety = [{ startDate: '2026-08-23', endDate: '2026-11-20' }];
    const ga = (
      await runReport(app, token, '310000001', {
        dateRanges: ninety,
        dimensions: [{ name: 'date' }],
        metrics: [{ name: 'sessions' }, { name: 'keyEvents' }, { name: 'totalRevenue' }],
        dimensionFilter: {
          filter: { fieldName: 'sessionSourceMedium', stringFilter: { value: 'google / cpc' } },
        },
        limit: 1000,
      })
    ).json;
    const ads = await searchStream(
      app,
      token,
      '4810000001',
      "SELECT segments.date, metrics.cost_micros, metrics.clicks, metrics.conversions, metrics.conversions_value FROM customer WHERE segments.date BETWEEN '2026-08-23' AND '2026-11-20'",
      '1110000001',
    );
    expect(ads.status).toBe(200);
    const rows = (ads.json as AdsBatch[]).flatMap((b) => b.results ?? []);
    const world = (await app.inject({ method: 'GET', url: '/__sim/world' })).json<{
      properties: Array<{ id: string; trackingOutages: Array<{ from: string; to: string }> }>;
    }>();
    const outages = world.properties.find((p) => p.id === '310000001')?.trackingOutages ?? [];
    const isOutage = (iso: string): boolean => outages.some((o) => iso >= o.from && iso <= o.to);
    const sessions = byDate(ga, 0);
    const keyEvents = byDate(ga, 1);
    const revenue = byDate(ga, 2);
    const cost: number[] = [];
    const paidSessions: number[] = [];
    let compared = 0;
    for (const row of rows) {
      const iso = String(row.segments?.date);
      const ymd = iso.replaceAll('-', '');
      if (isOutage(iso)) continue;
      compared += 1;
      expect(keyEvents.get(ymd) ?? 0).toBe(Number(row.metrics?.conversions));
      expect(revenue.get(ymd) ?? 0).toBeCloseTo(Number(row.metrics?.conversionsValue), 1);
      const clicks = Number(row.metrics?.clicks);
      const s = sessions.get(ymd) ?? 0;
      expect(s / clicks).toBeGreaterThan(0.6);
      expect(s / clicks).toBeLessThan(1);
      cost.push(Number(row.metrics?.costMicros));
      paidSessions.push(s);
    }
    expect(compared).toBeGreaterThan(80);
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    const mx = mean(cost);
    const my = mean(paidSessions);
    const cov = cost.reduce((s, x, i) => s + (x - mx) * ((paidSessions[i] ?? 0) - my), 0);
    const sx = Math.sqrt(cost.reduce((s, x) => s + (x - mx) ** 2, 0));
    const sy = Math.sqrt(paidSessions.reduce((s, y) => s + (y - my) ** 2, 0));
    expect(cov / (sx * sy)).toBeGreaterThan(0.8);
  });

  it('has weekly seasonality of the right sign and a tracking outage in the last 13 months', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const weekdayAverage = async (property: string): Promise<number[]> => {
      const { json } = await runReport(app, token, property, {
        dateRanges: [{ startDate: '2026-09-07', endDate: '2026-11-15' }],
        dimensions: [{ name: 'date' }],
        metrics: [{ name: 'sessions' }],
      });
      const sum = new Array<number>(7).fill(0);
      for (const row of json.rows ?? []) {
        const v = row.dimensionValues?.[0]?.value ?? '';
        const weekday =
          (new Date(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6)}T00:00:00Z`).getUTCDay() + 6) %
          7;
        sum[weekday] = (sum[weekday] ?? 0) + num(row.metricValues?.[0]?.value);
      }
      return sum;
    };
    const b2b = await weekdayAverage('320000001');
    expect((b2b[5] ?? 0) + (b2b[6] ?? 0)).toBeLessThan(((b2b[1] ?? 0) + (b2b[2] ?? 0)) * 0.6);
    const eshop = await weekdayAverage('310000001');
    expect(eshop[6] ?? 0).toBeGreaterThan(eshop[2] ?? 0);

    const world = (await app.inject({ method: 'GET', url: '/__sim/world' })).json<{
      properties: Array<{ id: string; trackingOutages: Array<{ from: string; to: string }> }>;
    }>();
    const outage = world.properties
      .find((p) => p.id === '310000001')
      ?.trackingOutages.filter((o) => o.from >= '2025-10-21')
      .at(-1);
    expect(outage).toBeDefined();
    const from = new Date(`${outage?.from}T00:00:00Z`).getTime();
    const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
    const { json } = await runReport(app, token, '310000001', {
      dateRanges: [{ startDate: iso(from - 7 * 86_400_000), endDate: outage?.to ?? '' }],
      dimensions: [{ name: 'date' }],
      metrics: [{ name: 'sessions' }],
    });
    const series = byDate(json);
    const outageDay = series.get((outage?.from ?? '').replaceAll('-', '')) ?? 0;
    const before = series.get(iso(from - 7 * 86_400_000).replaceAll('-', '')) ?? 0;
    expect(outageDay).toBeLessThan(before * 0.15);
  });
});
