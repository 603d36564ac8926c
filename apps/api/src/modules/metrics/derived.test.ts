import { resolvePeriod } from '@kampa/contracts/dashboard/period';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import { describe, expect, it } from 'vitest';
import {
  addAds,
  addGa,
  adsValues,
  analyticsValues,
  coverageOf,
  isComparable,
  kpi,
  kpisOf,
  ZERO_ADS,
  ZERO_GA,
} from './derived';

describe('derived metrics', () => {
  it('computes GA4 rates from sums, never from averaged daily rates', () => {
    const monday = { ...ZERO_GA, sessions: 100, engagedSessions: 90, keyEvents: 10 };
    const tuesday = { ...ZERO_GA, sessions: 900, engagedSessions: 450, keyEvents: 9 };
    const week = analyticsValues(addGa(monday, tuesday));
    expect(week.engagementRate).toBe(540 / 1000);
    expect(week.conversionRate).toBe(19 / 1000);
    // The average of the daily rates (0.9 and 0.5) would say 0.7.
    expect(week.engagementRate).not.toBe(0.7);
  });

  it('computes CTR, CPC, CPA and ROAS from sums, cost from micros', () => {
    const values = adsValues({
      costMicros: 12_500_000,
      clicks: 50,
      impressions: 2_000,
      conversions: 2.5,
      conversionValue: 100,
    });
    expect(values).toEqual({
      cost: 12.5,
      clicks: 50,
      impressions: 2_000,
      conversions: 2.5,
      conversionValue: 100,
      ctr: 0.025,
      cpc: 0.25,
      cpa: 5,
      roas: 8,
    });
  });

  it('says null, not 0 or Infinity, where the denominator is zero', () => {
    expect(analyticsValues(ZERO_GA)).toMatchObject({ engagementRate: null, conversionRate: null });
    expect(adsValues({ ...ZERO_ADS, impressions: 10 })).toMatchObject({
      ctr: 0,
      cpc: null,
      cpa: null,
      roas: null,
    });
  });

  it('sums money in cents without float noise', () => {
    let sums = ZERO_ADS;
    for (let i = 0; i < 10; i += 1) sums = addAds(sums, { ...ZERO_ADS, conversionValue: 0.1 });
    expect(sums.conversionValue).toBe(1);
    const ga = addGa({ ...ZERO_GA, totalRevenue: 0.1 }, { ...ZERO_GA, totalRevenue: 0.2 });
    expect(ga.totalRevenue).toBe(0.3);
  });

  it('gives the relative change against the comparison, null without one or from zero', () => {
    expect(kpi(150, 100)).toEqual({ value: 150, previous: 100, change: 0.5 });
    expect(kpi(150, 0).change).toBeNull();
    expect(kpi(150, null).change).toBeNull();
    expect(kpi(null, 100).change).toBeNull();
    expect(kpisOf(['a', 'b'], { a: 2, b: null }, null)).toEqual({
      a: { value: 2, previous: null, change: null },
      b: { value: null, previous: null, change: null },
    });
  });

  it('states no change against days the synced copy holds only in part, but keeps both values', () => {
    const full = {
      days: 28,
      daysWithData: 28,
      compareDays: 28,
      compareDaysWithData: 28,
      unsettledFrom: null,
    };
    expect(isComparable(full)).toBe(true);
    expect(isComparable({ ...full, compareDaysWithData: 27 })).toBe(false);
    expect(isComparable({ ...full, daysWithData: 0 })).toBe(false);
    expect(isComparable({ ...full, compareDays: null, compareDaysWithData: null })).toBe(false);
    expect(kpi(450, 100, false)).toEqual({ value: 450, previous: 100, change: null });
    expect(kpisOf(['a', 'b'], { a: 2, b: 3 }, { a: 1, b: 1 }, (key) => key === 'a')).toEqual({
      a: { value: 2, previous: 1, change: 1 },
      b: { value: 3, previous: 1, change: null },
    });
  });

  it('adds up every count of two days', () => {
    expect(
      addGa(
        {
          sessions: 10,
          engagedSessions: 5,
          screenPageViews: 30,
          keyEvents: 1.5,
          totalRevenue: 9.99,
        },
        { sessions: 20, engagedSessions: 7, screenPageViews: 40, keyEvents: 2, totalRevenue: 0.01 },
      ),
    ).toEqual({
      sessions: 30,
      engagedSessions: 12,
      screenPageViews: 70,
      keyEvents: 3.5,
      totalRevenue: 10,
    });
    expect(
      addAds(
        {
          costMicros: 1_500_000,
          clicks: 3,
          impressions: 100,
          conversions: 0.5,
          conversionValue: 20,
        },
        { costMicros: 500_000, clicks: 2, impressions: 50, conversions: 1, conversionValue: 5 },
      ),
    ).toEqual({
      costMicros: 2_000_000,
      clicks: 5,
      impressions: 150,
      conversions: 1.5,
      conversionValue: 25,
    });
  });

  it('states the change of every KPI when no comparability is given', () => {
    expect(kpisOf(['a', 'b'], { a: 2, b: 3 }, { a: 1, b: 2 })).toEqual({
      a: { value: 2, previous: 1, change: 1 },
      b: { value: 3, previous: 2, change: 0.5 },
    });
  });
});

describe('coverage of a range', () => {
  // Google Ads revises its last 7 days: on 22 November, from the 15th on.
  const today = '2026-11-22';
  const periodOf = (from: string, to: string, compare: 'none' | 'previous_period') =>
    resolvePeriod({ from, to, compare }, today, 'UTC');
  const unsettledFrom = (from: string, to: string) =>
    coverageOf({
      source: 'ads',
      period: periodOf(from, to, 'none'),
      current: undefined,
      previous: undefined,
      settlingDays: SETTLING_DAYS,
    }).unsettledFrom;

  it('counts the days with data of the range and of its comparison', () => {
    expect(
      coverageOf({
        source: 'ads',
        period: periodOf('2026-10-01', '2026-10-28', 'previous_period'),
        current: { days: 27 },
        previous: { days: 20 },
        settlingDays: SETTLING_DAYS,
      }),
    ).toEqual({
      days: 28,
      daysWithData: 27,
      compareDays: 28,
      compareDaysWithData: 20,
      unsettledFrom: null,
    });
    // Nothing synced yet: no days, not an error; no comparison: no comparison's days.
    expect(
      coverageOf({
        source: 'ads',
        period: periodOf('2026-10-01', '2026-10-28', 'previous_period'),
        current: undefined,
        previous: undefined,
        settlingDays: SETTLING_DAYS,
      }),
    ).toMatchObject({ daysWithData: 0, compareDaysWithData: 0 });
    expect(
      coverageOf({
        source: 'ads',
        period: periodOf('2026-10-01', '2026-10-28', 'none'),
        current: { days: 28 },
        previous: { days: 28 },
        settlingDays: SETTLING_DAYS,
      }),
    ).toMatchObject({ compareDays: null, compareDaysWithData: null });
  });

  it("says from which day the source may still revise the range's numbers", () => {
    expect(unsettledFrom('2026-11-01', '2026-11-14')).toBeNull();
    expect(unsettledFrom('2026-11-01', '2026-11-15')).toBe('2026-11-15');
    expect(unsettledFrom('2026-11-01', '2026-11-21')).toBe('2026-11-15');
    expect(unsettledFrom('2026-11-18', '2026-11-21')).toBe('2026-11-18');
    // Each source its own: GA4 revises 3 days, from the 19th on.
    const ga = coverageOf({
      source: 'analytics',
      period: periodOf('2026-11-01', '2026-11-21', 'none'),
      current: undefined,
      previous: undefined,
      settlingDays: SETTLING_DAYS,
    });
    expect(ga.unsettledFrom).toBe('2026-11-19');
  });

  it('follows the window a deployment configures, the days its syncs re-read', () => {
    const configured = { ...SETTLING_DAYS, analytics: 5, ads: 2 };
    const of = (source: 'analytics' | 'ads') =>
      coverageOf({
        source,
        period: periodOf('2026-11-01', '2026-11-21', 'none'),
        current: undefined,
        previous: undefined,
        settlingDays: configured,
      }).unsettledFrom;
    expect(of('analytics')).toBe('2026-11-17');
    expect(of('ads')).toBe('2026-11-20');
  });
});
