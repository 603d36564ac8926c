import { describe, expect, it } from 'vitest';
import {
  dashboardSearchValidator,
  rangeChoiceOf,
  rangeSearchOf,
  toDashboardQuery,
  withComparison,
  withRange,
} from '@/lib/dashboard-search';

const validate = dashboardSearchValidator(['sessions', 'totalRevenue'] as const);

describe('dashboard search params', () => {
  it('keeps a valid view and leaves defaults out', () => {
    expect(validate({ preset: 'last_7_days', compare: 'none', metric: 'totalRevenue' })).toEqual({
      preset: 'last_7_days',
      compare: 'none',
      metric: 'totalRevenue',
    });
    expect(
      validate({ preset: 'last_28_days', compare: 'previous_period', metric: 'sessions' }),
    ).toEqual({});
    expect(validate({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('drops what a hand-edited link gets wrong instead of failing', () => {
    expect(validate({ preset: 'tomorrow', compare: 'last_week', metric: 'bounces' })).toEqual({});
    expect(validate({ from: '2026-02-30', to: '2026-03-01' })).toEqual({});
    expect(validate({ from: '2026-03-02', to: '2026-03-01' })).toEqual({});
    expect(validate({ from: '2026-03-01' })).toEqual({});
    expect(validate({ from: '2020-01-01', to: '2026-01-01' })).toEqual({});
    expect(validate({ from: 20260101, to: 20260102 })).toEqual({});
    // Custom days win over a preset given beside them.
    expect(validate({ preset: 'last_7_days', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('switches between a preset and custom days, keeping the rest', () => {
    const custom = withRange(
      { preset: 'last_7_days', compare: 'none' as const },
      {
        from: '2026-01-01',
        to: '2026-01-31',
      },
    );
    expect(custom).toEqual({ compare: 'none', from: '2026-01-01', to: '2026-01-31' });
    expect(rangeChoiceOf(custom)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(withRange(custom, { preset: 'this_month' })).toEqual({
      compare: 'none',
      preset: 'this_month',
    });
    expect(withRange(custom, { preset: 'last_28_days' })).toEqual({ compare: 'none' });
    expect(rangeChoiceOf({})).toEqual({ preset: 'last_28_days' });
  });

  it('sets the comparison, leaving the default out', () => {
    expect(withComparison({ preset: 'last_7_days' as const }, 'previous_year')).toEqual({
      preset: 'last_7_days',
      compare: 'previous_year',
    });
    expect(withComparison({ compare: 'none' as const }, 'previous_period')).toEqual({});
  });

  it('asks the API for the same view', () => {
    expect(toDashboardQuery({})).toEqual({ preset: 'last_28_days', compare: 'previous_period' });
    expect(toDashboardQuery({ from: '2026-01-01', to: '2026-01-02', compare: 'none' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
      compare: 'none',
    });
  });

  it('carries the range and comparison to another dashboard, without the screen’s metric or other params', () => {
    expect(
      rangeSearchOf({ preset: 'year_to_date', compare: 'previous_year', metric: 'cost' }),
    ).toEqual({ preset: 'year_to_date', compare: 'previous_year' });
    expect(rangeSearchOf({ from: '2026-01-01', to: '2026-01-31', metric: 'sessions' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(rangeSearchOf({ q: 'x', thread: 'abc' })).toEqual({});
    expect(validate({ preset: 'last_12_months' })).toEqual({ preset: 'last_12_months' });
  });
});
