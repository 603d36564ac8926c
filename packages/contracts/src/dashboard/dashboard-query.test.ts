import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, ZDashboardQuerySchema } from './dashboard-query';
import { todayIn } from '../common/date-range';
import { resolvePeriod } from './period';

const fieldOf = (input: Record<string, unknown>) => {
  const result = ZDashboardQuerySchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.path.join('.');
};

describe('dashboard query', () => {
  it('accepts a preset, a custom range or nothing, comparing with the previous period by default', () => {
    expect(ZDashboardQuerySchema.parse({})).toEqual({ compare: 'previous_period' });
    expect(ZDashboardQuerySchema.parse({ preset: 'last_7_days', compare: 'none' })).toEqual({
      preset: 'last_7_days',
      compare: 'none',
    });
    expect(ZDashboardQuerySchema.parse({ from: '2026-01-01', to: '2026-01-01' }).from).toBe(
      '2026-01-01',
    );
  });

  it('names the field at fault', () => {
    expect(fieldOf({ preset: 'tomorrow' })).toBe('preset');
    expect(fieldOf({ preset: 'last_7_days', from: '2026-01-01', to: '2026-01-02' })).toBe('preset');
    expect(fieldOf({ from: '2026-01-01' })).toBe('to');
    expect(fieldOf({ to: '2026-01-01' })).toBe('from');
    expect(fieldOf({ from: '2026-01-02', to: '2026-01-01' })).toBe('to');
    expect(fieldOf({ from: '2026-02-30', to: '2026-03-01' })).toBe('from');
    expect(fieldOf({ from: '2026-01-01', to: '2026-01-02', compare: 'last_week' })).toBe('compare');
  });

  it('takes at most three years', () => {
    expect(fieldOf({ from: '2023-01-01', to: '2025-12-31' })).toBeNull();
    expect(fieldOf({ from: '2023-01-01', to: '2026-01-01' })).toBe('to');
    expect(MAX_RANGE_DAYS).toBe(1096);
  });
});

describe('resolving a period', () => {
  it('resolves the default preset in the source time zone with its comparison', () => {
    const period = resolvePeriod({ compare: 'previous_period' }, '2026-03-30', 'Europe/Prague');
    expect(period).toEqual({
      preset: 'last_28_days',
      comparison: 'previous_period',
      timeZone: 'Europe/Prague',
      today: '2026-03-30',
      range: { from: '2026-03-02', to: '2026-03-29' },
      compareRange: { from: '2026-02-02', to: '2026-03-01' },
      days: 28,
      granularity: 'day',
    });
  });

  it('keeps a custom range, compares a year back and draws long ranges by week', () => {
    const period = resolvePeriod(
      { from: '2025-01-01', to: '2025-06-30', compare: 'previous_year' },
      '2026-03-30',
      'UTC',
    );
    expect(period.preset).toBeNull();
    expect(period.compareRange).toEqual({ from: '2024-01-01', to: '2024-06-30' });
    expect(period.days).toBe(181);
    expect(period.granularity).toBe('week');
    expect(
      resolvePeriod({ preset: 'last_90_days', compare: 'none' }, '2026-03-30', 'UTC'),
    ).toMatchObject({ granularity: 'day', compareRange: null, days: 90 });
  });

  describe('yesterday, year to date and the last 12 months', () => {
    // "today" as the dashboards get it: the day in Prague at a given instant.
    const inPrague = (query: Parameters<typeof resolvePeriod>[0], instant: string) =>
      resolvePeriod(query, todayIn('Europe/Prague', new Date(instant)), 'Europe/Prague');

    it('resolves yesterday as one day, compared with the day before or a year back', () => {
      const period = inPrague(
        { preset: 'yesterday', compare: 'previous_period' },
        '2026-03-01T10:00:00Z',
      );
      expect(period.range).toEqual({ from: '2026-02-28', to: '2026-02-28' });
      expect(period.compareRange).toEqual({ from: '2026-02-27', to: '2026-02-27' });
      expect(period.days).toBe(1);
      expect(
        inPrague({ preset: 'yesterday', compare: 'previous_year' }, '2024-03-01T10:00:00Z')
          .compareRange,
      ).toEqual({ from: '2023-02-28', to: '2023-02-28' });
    });

    it('takes the Prague day just after midnight, across the new year', () => {
      // 23:30 UTC on 31 December is already 1 January in Prague.
      const instant = '2026-12-31T23:30:00Z';
      expect(inPrague({ preset: 'yesterday', compare: 'none' }, instant).range).toEqual({
        from: '2026-12-31',
        to: '2026-12-31',
      });
      expect(inPrague({ preset: 'year_to_date', compare: 'none' }, instant).range).toEqual({
        from: '2027-01-01',
        to: '2027-01-01',
      });
      expect(inPrague({ preset: 'last_12_months', compare: 'none' }, instant).range).toEqual({
        from: '2026-01-01',
        to: '2026-12-31',
      });
    });

    it('runs year to date from 1 January to yesterday, compared with the same days a year back', () => {
      const period = inPrague(
        { preset: 'year_to_date', compare: 'previous_year' },
        '2026-03-01T08:00:00Z',
      );
      expect(period.range).toEqual({ from: '2026-01-01', to: '2026-02-28' });
      expect(period.compareRange).toEqual({ from: '2025-01-01', to: '2025-02-28' });
      expect(period.days).toBe(59);
      expect(period.granularity).toBe('day');
    });

    it('takes the twelve whole months before this one, drawn by week', () => {
      const period = inPrague(
        { preset: 'last_12_months', compare: 'previous_period' },
        '2026-11-27T12:00:00Z',
      );
      expect(period.range).toEqual({ from: '2025-11-01', to: '2026-10-31' });
      expect(period.days).toBe(365);
      expect(period.granularity).toBe('week');
      expect(period.compareRange).toEqual({ from: '2024-11-01', to: '2025-10-31' });
      // Twelve months holding a 29 February are a day longer.
      expect(
        inPrague({ preset: 'last_12_months', compare: 'none' }, '2024-03-15T12:00:00Z').days,
      ).toBe(366);
    });

    it('counts calendar days across both daylight-saving changes', () => {
      // 29 March 2026 (summer time begins) and 25 October 2026 (it ends), just after midnight.
      expect(
        inPrague({ preset: 'yesterday', compare: 'none' }, '2026-03-28T23:30:00Z').range,
      ).toEqual({ from: '2026-03-28', to: '2026-03-28' });
      expect(
        inPrague({ preset: 'yesterday', compare: 'none' }, '2026-10-24T22:30:00Z').range,
      ).toEqual({ from: '2026-10-24', to: '2026-10-24' });
      const summer = inPrague({ preset: 'year_to_date', compare: 'none' }, '2026-10-24T22:30:00Z');
      expect(summer.range).toEqual({ from: '2026-01-01', to: '2026-10-24' });
      expect(summer.days).toBe(297);
      expect(
        inPrague({ preset: 'last_12_months', compare: 'none' }, '2026-04-01T00:30:00Z').range,
      ).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    });
  });
});
