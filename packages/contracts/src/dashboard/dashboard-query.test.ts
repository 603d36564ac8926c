import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, ZDashboardQuerySchema } from './dashboard-query';
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
    expect(fieldOf({ preset: 'yesterday' })).toBe('preset');
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
});
