import { describe, expect, it } from 'vitest';
import type { SimApp } from '../app';
import { optionsFromEnv, resolveOptions } from '../config';
import {
  buildTestApp,
  makeClock,
  mintToken,
  num,
  runReport,
  searchStream,
  type AdsBatch,
} from '../test-helpers';
import {
  ADS_FIRST_SHARE,
  ADS_SECOND_DAY_SHARE,
  adsConversionShare,
  GA_FIRST_SHARE,
  gaSettledShare,
} from './settling';

const DAY = 1000;
const HOUR = 3_600_000;
/** FIXED_NOW (2026-11-21T10:30Z) is 11:30 in Prague: yesterday ended 11.5 hours ago. */
const YESTERDAY = '2026-11-20';

describe('gaSettledShare', () => {
  it('reports 85 % of a day while it runs and as it ends, growing evenly to all of it 48 hours later', () => {
    expect(gaSettledShare({ day: DAY, fraction: 0.5 }, DAY)).toBe(GA_FIRST_SHARE);
    expect(gaSettledShare({ day: DAY + 1, fraction: 0 }, DAY)).toBe(GA_FIRST_SHARE);
    expect(gaSettledShare({ day: DAY + 1, fraction: 0.5 }, DAY)).toBeCloseTo(0.85 + 0.15 / 4, 12);
    expect(gaSettledShare({ day: DAY + 2, fraction: 0 }, DAY)).toBeCloseTo(0.925, 12);
    expect(gaSettledShare({ day: DAY + 2, fraction: 0.99 }, DAY)).toBeLessThan(1);
    expect(gaSettledShare({ day: DAY + 3, fraction: 0 }, DAY)).toBe(1);
    expect(gaSettledShare({ day: DAY + 400, fraction: 0.3 }, DAY)).toBe(1);
  });

  it('never falls as the clock moves on', () => {
    let previous = 0;
    for (let minutes = 0; minutes <= 4 * 1440; minutes += 17) {
      const share = gaSettledShare(
        { day: DAY + Math.floor(minutes / 1440), fraction: (minutes % 1440) / 1440 },
        DAY,
      );
      expect(share).toBeGreaterThanOrEqual(previous);
      previous = share;
    }
    expect(previous).toBe(1);
  });
});

describe('adsConversionShare', () => {
  it('reports 80 % of the conversions until the day ends, 92 % a day later and all 7 days after the day began', () => {
    expect(adsConversionShare({ day: DAY, fraction: 0.2 }, DAY)).toBe(ADS_FIRST_SHARE);
    expect(adsConversionShare({ day: DAY + 1, fraction: 0 }, DAY)).toBe(ADS_FIRST_SHARE);
    expect(adsConversionShare({ day: DAY + 1, fraction: 0.5 }, DAY)).toBeCloseTo(0.86, 12);
    expect(adsConversionShare({ day: DAY + 2, fraction: 0 }, DAY)).toBeCloseTo(
      ADS_SECOND_DAY_SHARE,
      12,
    );
    expect(adsConversionShare({ day: DAY + 6, fraction: 0.99 }, DAY)).toBeLessThan(1);
    expect(adsConversionShare({ day: DAY + 6, fraction: 0.99 }, DAY)).toBeGreaterThan(0.99);
    expect(adsConversionShare({ day: DAY + 7, fraction: 0 }, DAY)).toBe(1);
  });
});

const gaDay = async (app: SimApp, date: string, dimension?: string) => {
  const { json } = await runReport(app, await mintToken(app), '310000001', {
    dateRanges: [{ startDate: date, endDate: date }],
    dimensions: [{ name: 'date' }, ...(dimension ? [{ name: dimension }] : [])],
    metrics: ['sessions', 'totalUsers', 'eventCount', 'keyEvents', 'totalRevenue'].map((name) => ({
      name,
    })),
    limit: 10000,
  });
  return (json.rows ?? []).map((row) => (row.metricValues ?? []).map((v) => num(v.value)));
};

/** Column sums (revenue to the cent: its parts are decimals). */
const sum = (rows: number[][]): number[] =>
  rows
    .reduce((acc, row) => acc.map((value, i) => value + (row[i] ?? 0)), [0, 0, 0, 0, 0])
    .map((value) => Math.round(value * 100) / 100);

const adsDay = async (app: SimApp, date: string, from: 'customer' | 'campaign' | 'ad_group') => {
  const res = await searchStream(
    app,
    await mintToken(app),
    '4810000001',
    `SELECT metrics.cost_micros, metrics.clicks, metrics.impressions, metrics.conversions, metrics.conversions_value FROM ${from} WHERE segments.date = '${date}'`,
    '1110000001',
  );
  expect(res.status).toBe(200);
  const rows = (res.json as AdsBatch[]).flatMap((batch) => batch.results ?? []);
  const total = (field: string) => rows.reduce((s, r) => s + Number(r.metrics?.[field]), 0);
  return {
    cost: total('costMicros'),
    clicks: total('clicks'),
    impressions: total('impressions'),
    conversions: total('conversions'),
    value: Math.round(total('conversionsValue') * 100),
  };
};

describe('settling over HTTP', () => {
  it('GA4 reports a share of yesterday that grows with the clock to the final numbers, its breakdowns adding up', async () => {
    const clock = makeClock();
    const app = buildTestApp({ now: clock.now });
    const final = (await gaDay(buildTestApp({ settling: false }), YESTERDAY))[0]!;
    const early = (await gaDay(app, YESTERDAY))[0]!;
    const share = GA_FIRST_SHARE + (0.15 * 11.5) / 48;
    expect(early[0]).toBeLessThan(final[0]!);
    expect(early[0]).toBeGreaterThanOrEqual(Math.floor(final[0]! * share) - 20);
    expect(early[0]).toBeLessThanOrEqual(final[0]! * share);
    expect(sum(await gaDay(app, YESTERDAY, 'sessionDefaultChannelGroup'))).toEqual(
      sum(await gaDay(app, YESTERDAY, 'sessionSourceMedium')),
    );
    expect(sum(await gaDay(app, YESTERDAY, 'sessionSourceMedium'))[0]).toBe(early[0]);

    clock.advance(24 * HOUR);
    const later = (await gaDay(app, YESTERDAY))[0]!;
    for (let i = 0; i < later.length; i++) {
      expect(later[i]).toBeGreaterThanOrEqual(early[i]!);
      expect(later[i]).toBeLessThanOrEqual(final[i]!);
    }
    expect(later[0]).toBeGreaterThan(early[0]!);

    clock.advance(24 * HOUR); // 59.5 hours after the day ended
    expect((await gaDay(app, YESTERDAY))[0]).toEqual(final);
  });

  it('Google Ads adds late conversions for 7 days while cost, clicks and impressions are final at once', async () => {
    const clock = makeClock();
    const app = buildTestApp({ now: clock.now });
    const finalApp = buildTestApp({ settling: false });
    const final = await adsDay(finalApp, YESTERDAY, 'customer');
    const early = await adsDay(app, YESTERDAY, 'customer');
    expect({ ...early, conversions: 0, value: 0 }).toEqual({ ...final, conversions: 0, value: 0 });
    expect(early.conversions).toBeLessThan(final.conversions);
    expect(early.conversions).toBeGreaterThanOrEqual(Math.floor(final.conversions * 0.8) - 10);
    expect(early.value).toBeLessThan(final.value);
    expect(await adsDay(app, YESTERDAY, 'campaign')).toEqual(early);

    clock.advance(3 * 24 * HOUR);
    const later = await adsDay(app, YESTERDAY, 'customer');
    expect(later.conversions).toBeGreaterThan(early.conversions);
    expect(later.conversions).toBeLessThan(final.conversions);

    clock.advance(4 * 24 * HOUR); // 7 days and 11.5 hours after the day began
    expect(await adsDay(app, YESTERDAY, 'customer')).toEqual(final);
    // A week-old day is final already.
    expect(await adsDay(buildTestApp(), '2026-11-13', 'campaign')).toEqual(
      await adsDay(finalApp, '2026-11-13', 'campaign'),
    );
  });

  it('is on unless GOOGLE_SIM_SETTLING=0 (npm start behaves like Google)', () => {
    expect(resolveOptions(optionsFromEnv({})).settling).toBe(true);
    expect(resolveOptions(optionsFromEnv({ GOOGLE_SIM_SETTLING: '1' })).settling).toBe(true);
    expect(resolveOptions(optionsFromEnv({ GOOGLE_SIM_SETTLING: '0' })).settling).toBe(false);
  });

  it('is switched off and on again through /__sim/settling, and back to its start option by /__sim/reset', async () => {
    const app = buildTestApp();
    const final = (await gaDay(buildTestApp({ settling: false }), YESTERDAY))[0]!;
    const settling = (await gaDay(app, YESTERDAY))[0]!;
    expect(settling).not.toEqual(final);
    const off = await app.inject({
      method: 'POST',
      url: '/__sim/settling',
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ enabled: false });
    expect((await app.inject({ method: 'GET', url: '/__sim/settling' })).json()).toEqual({
      enabled: false,
    });
    expect((await gaDay(app, YESTERDAY))[0]).toEqual(final);
    const bad = await app.inject({ method: 'POST', url: '/__sim/settling', payload: { on: 1 } });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/__sim/reset' });
    expect((await gaDay(app, YESTERDAY))[0]).toEqual(settling);
  });
});
