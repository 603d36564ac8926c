import { ANALYTICS_DIMENSIONS } from '@kampa/contracts/analytics/analytics-metrics';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import {
  backfillRange,
  comparisonRange,
  presetRange,
  shiftDays,
  todayIn,
  type DateRange,
} from '@kampa/contracts/common/date-range';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP, latestDstChange, simOutages, simReport } from '#test/google';
import { useSyncedDemo } from '#test/synced-demo';

const today = todayIn(DEMO_SHOP.timeZone);

const demo = useSyncedDemo();

const dashboard = async (query: string): Promise<TAnalyticsDashboard> => {
  const response = await demo.testApp.app.inject({
    method: 'GET',
    url: `/api/project/${demo.projectUid}/analytics/dashboard?${query}`,
    headers: demo.owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const SUMS = ['sessions', 'engagedSessions', 'screenPageViews', 'keyEvents', 'totalRevenue'];
const USERS = ['totalUsers', 'newUsers'];

/** Google's own totals for a range, as one report (users counted over the whole range). */
const google = async (range: DateRange) => {
  const names = [...SUMS, ...USERS, 'engagementRate'];
  const report = await simReport(demo.sim, DEMO_SHOP.propertyId, {
    dateRanges: [{ startDate: range.from, endDate: range.to }],
    metrics: names.map((name) => ({ name })),
  });
  const values = report.rows?.[0]?.metricValues ?? [];
  return Object.fromEntries(names.map((name, i) => [name, Number(values[i]?.value ?? 0)]));
};

/** Google's users of each day of a range. */
const dailyUsers = async (range: DateRange) => {
  const report = await simReport(demo.sim, DEMO_SHOP.propertyId, {
    dateRanges: [{ startDate: range.from, endDate: range.to }],
    dimensions: [{ name: 'date' }],
    metrics: USERS.map((name) => ({ name })),
  });
  return (report.rows ?? []).map((row) =>
    Object.fromEntries(USERS.map((name, i) => [name, Number(row.metricValues[i]?.value ?? 0)])),
  );
};

/**
 * Every KPI (and its comparison) equals Google's report for the same days; users exactly where the
 * dashboard says they are exact, and within the estimate's bounds where it says estimate.
 */
const expectKpisEqualGoogle = async (
  view: TAnalyticsDashboard,
  users: 'exact' | 'estimate',
  /** How far an estimate of users may be from Google's count (a share of it). */
  tolerance = 0.08,
) => {
  const pairs: [DateRange, 'value' | 'previous'][] = [[view.period.range, 'value']];
  if (view.period.compareRange) pairs.push([view.period.compareRange, 'previous']);
  for (const [range, key] of pairs) {
    const expected = await google(range);
    const label = `${key} ${range.from}…${range.to}`;
    for (const metric of SUMS) {
      expect(view.kpis[metric as 'sessions'][key], `${metric} ${label}`).toBeCloseTo(
        expected[metric]!,
        2,
      );
    }
    expect(view.kpis.engagementRate[key], label).toBeCloseTo(expected.engagementRate!, 6);
    expect(view.kpis.engagementRate[key]).toBeCloseTo(
      expected.engagedSessions! / expected.sessions!,
      12,
    );
    expect(view.kpis.conversionRate[key]).toBeCloseTo(expected.keyEvents! / expected.sessions!, 12);
    expect(view.usersAccuracy[key], label).toBe(users);
    if (users === 'exact') {
      expect(view.kpis.totalUsers[key], label).toBe(expected.totalUsers);
      expect(view.kpis.newUsers[key], label).toBe(expected.newUsers);
      continue;
    }
    // An estimate (the simulator counts distinct users as Google does, so it is only close): never
    // below the busiest day nor above the plain sum of the days, and near Google's own count.
    const days = await dailyUsers(range);
    for (const metric of USERS) {
      const estimate = view.kpis[metric as 'totalUsers'][key]!;
      const daily = days.map((day) => day[metric]!);
      expect(estimate, `${metric} ${label}`).toBeGreaterThanOrEqual(Math.max(...daily));
      expect(estimate, `${metric} ${label}`).toBeLessThanOrEqual(daily.reduce((a, b) => a + b, 0));
      const error = Math.abs(estimate - expected[metric]!) / expected[metric]!;
      expect(error, `${metric} ${label}: ${estimate} vs ${expected[metric]}`).toBeLessThan(
        tolerance,
      );
    }
  }
  const { value, previous, change } = view.kpis.sessions;
  const c = view.coverage!;
  const likeForLike = c.daysWithData === c.days && c.compareDaysWithData === c.compareDays;
  if (previous && likeForLike) expect(change).toBeCloseTo((value! - previous) / previous, 12);
  else expect(change).toBeNull();
};

describe('analytics dashboard numbers equal Google for the same days', () => {
  it('opens on the last 28 days against the previous period, users exact', async () => {
    const view = await dashboard('');
    expect(view.period).toMatchObject({
      preset: 'last_28_days',
      comparison: 'previous_period',
      timeZone: DEMO_SHOP.timeZone,
      range: presetRange('last_28_days', today),
      compareRange: comparisonRange(presetRange('last_28_days', today), 'previous_period'),
      granularity: 'day',
    });
    expect(view.source).toMatchObject({ kind: 'analytics', externalId: DEMO_SHOP.propertyId });
    expect(view.source?.sync.lastSuccessAt).not.toBeNull();
    expect(view.currency).toBe('CZK');
    expect(view.coverage).toEqual({
      days: 28,
      daysWithData: 28,
      compareDays: 28,
      compareDaysWithData: 28,
      // GA4's newest days are not final: the last 28 days end yesterday, inside its 3 settling days.
      unsettledFrom: shiftDays(view.period.today, -3),
    });
    await expectKpisEqualGoogle(view, 'exact');
  });

  it('compares with the same days a year earlier', async () => {
    const view = await dashboard('preset=last_28_days&compare=previous_year');
    expect(view.period.compareRange).toEqual(
      comparisonRange(presetRange('last_28_days', today), 'previous_year'),
    );
    expect(view.coverage?.compareDaysWithData).toBe(28);
    await expectKpisEqualGoogle(view, 'exact');
  });

  it('says how many compared days are stored when the comparison reaches before the sync', async () => {
    // Days whose year-earlier days straddle the backfill's first day, whatever today is. (Last
    // month against last year did only while the month a year ago began before it: not on the 1st.)
    const first = backfillRange(today).from;
    const view = await dashboard(
      `from=${shiftDays(first, 355)}&to=${shiftDays(first, 375)}&compare=previous_year`,
    );
    const stored = view.coverage!.compareDaysWithData!;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThan(view.coverage!.compareDays!);
    // The compared values are those of the stored days, and no change is stated against them.
    for (const kpi of Object.values(view.kpis)) expect(kpi.change).toBeNull();
    expect(view.kpis.sessions.previous).toBeGreaterThan(0);
    expect(view.series.previous!.filter((point) => point.values.sessions > 0)).toHaveLength(stored);
  });

  it('counts a range across a daylight-saving change by the property days', async () => {
    const dst = latestDstChange(shiftDays(today, -10));
    const view = await dashboard(`from=${shiftDays(dst, -5)}&to=${shiftDays(dst, 5)}`);
    expect(view.series.points.map((point) => point.from)).toContain(dst);
    await expectKpisEqualGoogle(view, 'estimate');
  });

  it('keeps the tracking outage in a range that contains it', async () => {
    const outage = (await simOutages(demo.sim, DEMO_SHOP.propertyId))
      .filter((o) => o.from > shiftDays(today, -390) && o.to < shiftDays(today, -40))
      .at(-1)!;
    const range = { from: shiftDays(outage.from, -6), to: shiftDays(outage.to, 6) };
    const view = await dashboard(`from=${range.from}&to=${range.to}&compare=none`);
    expect(view.period.compareRange).toBeNull();
    expect(view.kpis.sessions.previous).toBeNull();
    // The estimate scales the days' users by a fully stored range's ratio of distinct to summed
    // users; days of an outage bend that ratio (8.05 % off on 1 January 2027), hence a wider bound.
    await expectKpisEqualGoogle(view, 'estimate', 0.12);
    const during = view.series.points.find((point) => point.from === outage.from)!;
    const before = view.series.points[0]!;
    expect(during.values.sessions).toBeLessThan(before.values.sessions * 0.2);
  });
});

describe('analytics trend', () => {
  it('has a point per day whose sums are the KPIs, users per day as Google counts them', async () => {
    const view = await dashboard('preset=last_7_days');
    expect(view.series.points).toHaveLength(7);
    expect(view.series.previous).toHaveLength(7);
    const sum = (metric: 'sessions' | 'keyEvents', points = view.series.points) =>
      points.reduce((total, point) => total + point.values[metric], 0);
    expect(sum('sessions')).toBe(view.kpis.sessions.value);
    expect(sum('sessions', view.series.previous!)).toBe(view.kpis.sessions.previous);
    expect(sum('keyEvents')).toBeCloseTo(view.kpis.keyEvents.value!, 6);
    const report = await simReport(demo.sim, DEMO_SHOP.propertyId, {
      dateRanges: [{ startDate: view.period.range.from, endDate: view.period.range.to }],
      dimensions: [{ name: 'date' }],
      metrics: [{ name: 'totalUsers' }, { name: 'sessions' }],
    });
    for (const row of report.rows ?? []) {
      const date = row.dimensionValues![0]!.value.replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
      const point = view.series.points.find((p) => p.from === date)!;
      expect(point.values.totalUsers).toBe(Number(row.metricValues[0]!.value));
      expect(point.values.sessions).toBe(Number(row.metricValues[1]!.value));
    }
  });

  it('draws a range past 90 days by week, the comparison aligned by position', async () => {
    const range = { from: shiftDays(today, -121), to: shiftDays(today, -2) };
    const view = await dashboard(`from=${range.from}&to=${range.to}`);
    expect(view.period.granularity).toBe('week');
    expect(view.series.points).toHaveLength(18);
    expect(view.series.points.at(-1)).toMatchObject({ days: 1, from: range.to, to: range.to });
    expect(view.series.previous?.map((point) => point.days)).toEqual(
      view.series.points.map((point) => point.days),
    );
    expect(view.series.points[0]!.values.totalUsers).toBeNull();
    const sessions = view.series.points.reduce((total, point) => total + point.values.sessions, 0);
    expect(sessions).toBe(view.kpis.sessions.value);
    const week = view.series.points[1]!;
    expect(week.values.engagementRate).toBeCloseTo(
      week.values.engagedSessions / week.values.sessions,
      12,
    );
  });
});

describe('analytics breakdowns', () => {
  const GA_NAMES = {
    channel: 'sessionDefaultChannelGroup',
    sourceMedium: 'sessionSourceMedium',
    landingPage: 'landingPage',
    device: 'deviceCategory',
    country: 'country',
  } as const;

  it.each(ANALYTICS_DIMENSIONS)(
    'by %s: top values equal Google, other holds the rest, totals equal the KPIs',
    async (dimension) => {
      const view = await dashboard('preset=last_28_days');
      const breakdown = view.breakdowns[dimension];
      for (const key of ['values', 'previous'] as const) {
        const kpiKey = key === 'values' ? 'value' : 'previous';
        expect(breakdown.total?.[key]?.sessions).toBe(view.kpis.sessions[kpiKey]);
        expect(breakdown.total?.[key]?.keyEvents).toBeCloseTo(view.kpis.keyEvents[kpiKey]!, 6);
        expect(breakdown.total?.[key]?.totalRevenue).toBeCloseTo(
          view.kpis.totalRevenue[kpiKey]!,
          2,
        );
      }
      const googleRows = async (range: { from: string; to: string }) => {
        const report = await simReport(demo.sim, DEMO_SHOP.propertyId, {
          dateRanges: [{ startDate: range.from, endDate: range.to }],
          dimensions: [{ name: GA_NAMES[dimension] }],
          metrics: [{ name: 'sessions' }, { name: 'keyEvents' }, { name: 'totalRevenue' }],
          orderBys: [{ metric: { metricName: 'sessions' }, desc: true }],
          limit: 100000,
        });
        return (report.rows ?? []).map((row) => ({
          value: row.dimensionValues![0]!.value,
          sessions: Number(row.metricValues[0]!.value),
          keyEvents: Number(row.metricValues[1]!.value),
        }));
      };
      const rows = await googleRows(view.period.range);
      // A value Google has only in the compared range is a row too, at 0 now (as GA4 lists a
      // comparison): on 3 February the 28 days before hold a channel the last 28 do not.
      const compareRange = view.period.compareRange;
      const onlyBefore = compareRange
        ? (await googleRows(compareRange)).filter(
            (before) => !rows.some((now) => now.value === before.value),
          )
        : [];
      expect(breakdown.rows.length).toBe(Math.min(10, rows.length + onlyBefore.length));
      for (const row of breakdown.rows) {
        const expected = rows.find((candidate) => candidate.value === row.value) ?? {
          sessions: 0,
          keyEvents: 0,
        };
        if (expected.sessions === 0) {
          expect(onlyBefore.map((before) => before.value)).toContain(row.value);
        }
        expect(row.values.sessions, row.value).toBe(expected.sessions);
        expect(row.values.keyEvents, row.value).toBeCloseTo(expected.keyEvents, 6);
      }
      const sessions = breakdown.rows.map((row) => row.values.sessions);
      expect(sessions).toEqual([...sessions].sort((a, b) => b - a));
      const rest = rows.filter((row) => !breakdown.rows.some((mine) => mine.value === row.value));
      expect(breakdown.other?.values.sessions ?? 0).toBe(
        rest.reduce((total, row) => total + row.sessions, 0),
      );
      expect(breakdown.other?.valueCount ?? 0).toBeGreaterThanOrEqual(rest.length);
    },
  );
});

describe('analytics dashboard requests', () => {
  it.each([
    ['preset=last_7_days&from=2026-01-01&to=2026-01-02', 'querystring.preset'],
    ['from=2026-01-01', 'querystring.to'],
    ['from=2026-02-02&to=2026-02-01', 'querystring.to'],
    ['from=2020-01-01&to=2025-01-01', 'querystring.to'],
    ['preset=tomorrow', 'querystring.preset'],
    ['compare=last_week', 'querystring.compare'],
  ])('refuses %s naming the field', async (query, field) => {
    const response = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/project/${demo.projectUid}/analytics/dashboard?${query}`,
      headers: demo.owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field });
  });
});
