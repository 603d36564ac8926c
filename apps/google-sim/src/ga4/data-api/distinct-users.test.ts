import { describe, expect, it } from 'vitest';
import { buildSimApp } from '../../app';
import type { SimApp } from '../../app';
import type { ReportJson } from '../../test-helpers';
import { FIXED_NOW, buildTestApp, mintToken, num, runReport } from '../../test-helpers';

// Users as GA4 counts them: distinct people over the days (and rows) a figure covers.
const USERS = ['totalUsers', 'activeUsers', 'newUsers', 'sessions'];
type Figures = { totalUsers: number; activeUsers: number; newUsers: number; sessions: number };

const figures = (values: Array<{ value: string }> | undefined): Figures => {
  const [totalUsers, activeUsers, newUsers, sessions] = (values ?? []).map((v) => {
    expect(v.value).toMatch(/^\d+$/);
    return num(v.value);
  });
  return {
    totalUsers: totalUsers ?? NaN,
    activeUsers: activeUsers ?? NaN,
    newUsers: newUsers ?? NaN,
    sessions: sessions ?? NaN,
  };
};

type Range = { startDate: string; endDate: string; name?: string };

const reportOf = async (
  app: SimApp,
  token: string,
  property: string,
  dateRanges: Range[],
  dimensions: string[] = [],
  extra: Record<string, unknown> = {},
): Promise<ReportJson> => {
  const { status, json } = await runReport(app, token, property, {
    dateRanges,
    dimensions: dimensions.map((name) => ({ name })),
    metrics: USERS.map((name) => ({ name })),
    metricAggregations: ['TOTAL'],
    limit: 100000,
    ...extra,
  });
  expect(status).toBe(200);
  return json;
};

const rowsOf = (json: ReportJson): Array<{ key: string; f: Figures }> =>
  (json.rows ?? []).map((r) => ({
    key: (r.dimensionValues ?? []).map((v) => v.value).join('|'),
    f: figures(r.metricValues),
  }));
const totalOf = (json: ReportJson, i = 0): Figures => figures(json.totals?.[i]?.metricValues);
const sum = (rows: Array<{ f: Figures }>, key: keyof Figures): number =>
  rows.reduce((s, r) => s + r.f[key], 0);
const max = (rows: Array<{ f: Figures }>, key: keyof Figures): number =>
  Math.max(...rows.map((r) => r.f[key]));

const WEEK: Range = { startDate: '2026-11-14', endDate: '2026-11-20' };
const OCTOBER: Range = { startDate: '2026-10-01', endDate: '2026-10-31' };
const THIRTEEN_MONTHS: Range = { startDate: '2025-10-22', endDate: '2026-11-20' };

describe('distinct users like GA4', () => {
  it.each(['310000001', '320000001', '330000001'])(
    'a range of property %s has fewer users than the sum of its days, at least the largest day, and all its new users',
    async (property) => {
      const app = buildTestApp();
      const token = await mintToken(app);
      for (const range of [WEEK, OCTOBER, THIRTEEN_MONTHS]) {
        const byDate = await reportOf(app, token, property, [range], ['date']);
        const days = rowsOf(byDate);
        const whole = totalOf(await reportOf(app, token, property, [range]));
        // The totals row of the date report is the range's distinct count, not a sum.
        expect(totalOf(byDate)).toEqual(whole);
        for (const key of ['totalUsers', 'activeUsers'] as const) {
          expect(whole[key]).toBeLessThan(sum(days, key));
          expect(whole[key]).toBeGreaterThanOrEqual(max(days, key));
        }
        // A person is new once: new users add up over days, and sessions do.
        expect(whole.newUsers).toBe(sum(days, 'newUsers'));
        expect(whole.sessions).toBe(sum(days, 'sessions'));
        expect(whole.totalUsers).toBeGreaterThanOrEqual(whole.newUsers);
        expect(whole.totalUsers).toBeGreaterThanOrEqual(whole.activeUsers);
        expect(whole.totalUsers).toBeLessThanOrEqual(whole.sessions);
      }
      // Over a month, a few in ten daily visits are repeat visits; over 13 months, more.
      const octDays = rowsOf(await reportOf(app, token, property, [OCTOBER], ['date']));
      const oct = totalOf(await reportOf(app, token, property, [OCTOBER])).totalUsers;
      expect(oct / sum(octDays, 'totalUsers')).toBeGreaterThan(0.75);
      expect(oct / sum(octDays, 'totalUsers')).toBeLessThan(0.95);
    },
  );

  it('a row covering one day gives that day’s users, whichever report it comes from', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const byDate = rowsOf(await reportOf(app, token, '310000001', [WEEK], ['date']));
    const byDateAndChannel = rowsOf(
      await reportOf(app, token, '310000001', [WEEK], ['date', 'sessionDefaultChannelGroup']),
    );
    for (const day of byDate) {
      const iso = `${day.key.slice(0, 4)}-${day.key.slice(4, 6)}-${day.key.slice(6)}`;
      const alone = totalOf(
        await reportOf(app, token, '310000001', [{ startDate: iso, endDate: iso }]),
      );
      expect(day.f).toEqual(alone);
      // Within one day the simulator attributes each visitor to one channel.
      const channels = byDateAndChannel.filter((r) => r.key.startsWith(`${day.key}|`));
      expect(sum(channels, 'totalUsers')).toBe(day.f.totalUsers);
    }
  });

  it('never has fewer users for a larger set of days', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const ends = ['2026-11-01', '2026-11-02', '2026-11-05', '2026-11-12', '2026-11-20'];
    let previous = 0;
    let previousActive = 0;
    for (const endDate of ends) {
      const f = totalOf(
        await reportOf(app, token, '320000001', [{ startDate: '2026-11-01', endDate }]),
      );
      expect(f.totalUsers).toBeGreaterThan(previous);
      expect(f.activeUsers).toBeGreaterThan(previousActive);
      previous = f.totalUsers;
      previousActive = f.activeUsers;
    }
    // Adding days before the start, or a day with no data (before the property existed), too.
    const wider = totalOf(
      await reportOf(app, token, '320000001', [{ startDate: '2026-10-25', endDate: '2026-11-20' }]),
    );
    expect(wider.totalUsers).toBeGreaterThan(previous);
    const fromStart = async (startDate: string) =>
      totalOf(await reportOf(app, token, '310000002', [{ startDate, endDate: '2024-03-10' }]));
    expect(await fromStart('2024-02-01')).toEqual(await fromStart('2024-03-01'));
  });

  it('the totals row counts people once across breakdown rows, and yearMonth rows are months', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const range = { startDate: '2026-08-01', endDate: '2026-10-31' };
    const whole = totalOf(await reportOf(app, token, '310000001', [range]));
    for (const dimension of ['sessionDefaultChannelGroup', 'landingPage', 'yearMonth']) {
      const json = await reportOf(app, token, '310000001', [range], [dimension]);
      const rows = rowsOf(json);
      expect(totalOf(json)).toEqual(whole);
      expect(whole.totalUsers).toBeLessThan(sum(rows, 'totalUsers'));
      expect(whole.totalUsers).toBeGreaterThanOrEqual(max(rows, 'totalUsers'));
      expect(whole.newUsers).toBe(sum(rows, 'newUsers'));
      expect(whole.sessions).toBe(sum(rows, 'sessions'));
    }
    const months = rowsOf(await reportOf(app, token, '310000001', [range], ['yearMonth']));
    const october = months.find((m) => m.key === '202610');
    expect(october?.f).toEqual(totalOf(await reportOf(app, token, '310000001', [OCTOBER])));
    // A row of a breakdown equals the same segment asked for with a filter, at any depth.
    const mobile = rowsOf(await reportOf(app, token, '310000001', [range], ['deviceCategory']));
    const filtered = await reportOf(app, token, '310000001', [range], ['landingPage'], {
      dimensionFilter: {
        filter: { fieldName: 'deviceCategory', stringFilter: { value: 'mobile' } },
      },
    });
    expect(totalOf(filtered)).toEqual(mobile.find((r) => r.key === 'mobile')?.f);
  });

  it('week rows count the people of their week', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const range = { startDate: '2026-10-26', endDate: '2026-11-15' }; // Monday … Sunday
    const cases = [
      // ISO weeks start on Monday, GA's `week` on Sunday.
      ['isoYearIsoWeek', ['202644', '202645', '202646'], ['202645', '2026-11-02', '2026-11-08']],
      [
        'yearWeek',
        ['202644', '202645', '202646', '202647'],
        ['202646', '2026-11-08', '2026-11-14'],
      ],
    ] as const;
    for (const [dimension, keys, [key, startDate, endDate]] of cases) {
      const rows = rowsOf(await reportOf(app, token, '320000001', [range], [dimension]));
      expect(rows.map((r) => r.key).sort()).toEqual(keys);
      const week = totalOf(await reportOf(app, token, '320000001', [{ startDate, endDate }]));
      expect(rows.find((r) => r.key === key)?.f).toEqual(week);
    }
  });

  it('counts each of several date ranges on its own', async () => {
    const app = buildTestApp();
    const token = await mintToken(app);
    const a = { ...OCTOBER, name: 'october' };
    const b = { startDate: '2026-10-15', endDate: '2026-11-20', name: 'overlapping' };
    const both = await reportOf(app, token, '330000001', [a, b], ['sessionDefaultChannelGroup']);
    expect(both.totals?.map((t) => t.dimensionValues?.map((v) => v.value))).toEqual([
      ['RESERVED_TOTAL', 'october'],
      ['RESERVED_TOTAL', 'overlapping'],
    ]);
    const octoberAlone = await reportOf(
      app,
      token,
      '330000001',
      [OCTOBER],
      ['sessionDefaultChannelGroup'],
    );
    const overlapAlone = await reportOf(
      app,
      token,
      '330000001',
      [b],
      ['sessionDefaultChannelGroup'],
    );
    expect(totalOf(both, 0)).toEqual(totalOf(octoberAlone));
    expect(totalOf(both, 1)).toEqual(totalOf(overlapAlone));
    const rows = rowsOf(both);
    for (const row of rowsOf(octoberAlone)) {
      expect(rows.find((r) => r.key === `${row.key}|october`)?.f).toEqual(row.f);
    }
    // The union of both ranges has more people than either, fewer than both together.
    const union = totalOf(
      await reportOf(app, token, '330000001', [{ startDate: '2026-10-01', endDate: '2026-11-20' }]),
    );
    expect(union.totalUsers).toBeGreaterThan(totalOf(both, 1).totalUsers);
    expect(union.totalUsers).toBeLessThan(
      totalOf(both, 0).totalUsers + totalOf(both, 1).totalUsers,
    );
  });

  it('is deterministic: the same numbers twice, after a restart and when the clock moves on', async () => {
    const body = (app: SimApp, token: string) =>
      reportOf(app, token, '310000001', [THIRTEEN_MONTHS], ['yearMonth', 'deviceCategory']);
    const app = buildTestApp();
    const token = await mintToken(app);
    const first = await body(app, token);
    expect(await body(app, token)).toEqual(first);
    const restarted = buildSimApp({ now: () => FIXED_NOW });
    expect(await body(restarted, await mintToken(restarted))).toEqual(first);
    // A later clock sees the range's newest days settled: the same as the final numbers now.
    const final = buildSimApp({ now: () => FIXED_NOW, settling: false });
    const finalBody = await body(final, await mintToken(final));
    const later = buildSimApp({ now: () => new Date('2027-03-01T08:00:00Z') });
    expect(await body(later, await mintToken(later))).toEqual(finalBody);
    const other = buildSimApp({ now: () => FIXED_NOW, seed: 'another-seed' });
    expect(await body(other, await mintToken(other))).not.toEqual(first);
  });
});
