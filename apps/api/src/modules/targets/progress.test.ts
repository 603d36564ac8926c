import { describe, expect, it } from 'vitest';
import { lastDayOf, monthDaysOn, progressOf } from './progress';

describe('monthDaysOn', () => {
  it('counts the days gone by, today left out', () => {
    expect(monthDaysOn('2026-11', '2026-11-26')).toEqual({
      days: { from: '2026-11-01', to: '2026-11-25' },
      daysElapsed: 25,
      daysTotal: 30,
      isMonthOver: false,
    });
  });

  it('has no day yet on the first of the month or before it', () => {
    expect(monthDaysOn('2026-12', '2026-12-01')).toMatchObject({ days: null, daysElapsed: 0 });
    expect(monthDaysOn('2027-01', '2026-12-15')).toMatchObject({ days: null, daysElapsed: 0 });
  });

  it('counts the whole month once it is over, leap February included', () => {
    expect(monthDaysOn('2028-02', '2028-03-01')).toEqual({
      days: { from: '2028-02-01', to: '2028-02-29' },
      daysElapsed: 29,
      daysTotal: 29,
      isMonthOver: true,
    });
    expect(monthDaysOn('2026-10', '2026-11-26').daysTotal).toBe(31);
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
  });

  it('on the last day of a month counts all but that day', () => {
    expect(monthDaysOn('2026-12', '2026-12-31')).toMatchObject({
      days: { from: '2026-12-01', to: '2026-12-30' },
      daysElapsed: 30,
      isMonthOver: false,
    });
  });
});

describe('progressOf', () => {
  const month = { daysElapsed: 10, daysTotal: 30 };

  it('prorates a total to the days gone by', () => {
    expect(progressOf({ metric: 'sessions', value: 30_000 }, 10_000, month)).toEqual({
      expected: 10_000,
      status: 'on_track',
    });
    expect(progressOf({ metric: 'totalRevenue', value: 30_000 }, 9_999.5, month)).toEqual({
      expected: 10_000,
      status: 'behind',
    });
  });

  it('keeps a ratio whole: ROAS at least, CPA at most', () => {
    expect(progressOf({ metric: 'roas', value: 4 }, 4.1, month)).toEqual({
      expected: 4,
      status: 'on_track',
    });
    expect(progressOf({ metric: 'roas', value: 4 }, 3.9, month).status).toBe('behind');
    expect(progressOf({ metric: 'cpa', value: 200 }, 200, month).status).toBe('on_track');
    expect(progressOf({ metric: 'cpa', value: 200 }, 201, month).status).toBe('behind');
  });

  it('says no data without a number or before any day is over', () => {
    expect(progressOf({ metric: 'conversions', value: 300 }, null, month).status).toBe('no_data');
    expect(
      progressOf({ metric: 'conversions', value: 300 }, 0, { daysElapsed: 0, daysTotal: 31 }),
    ).toEqual({ expected: 0, status: 'no_data' });
  });
});
