import { describe, expect, it } from 'vitest';
import {
  backfillRange,
  comparisonRange,
  monthsOf,
  presetRange,
  rangeLength,
  splitRange,
  todayIn,
} from './date-range';

describe('date ranges', () => {
  it('resolves presets: last N days end yesterday', () => {
    expect(presetRange('last_7_days', '2026-11-22')).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
    expect(rangeLength(presetRange('last_28_days', '2026-11-22'))).toBe(28);
    expect(presetRange('last_30_days', '2026-03-01')).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
    expect(rangeLength(presetRange('last_90_days', '2026-03-01'))).toBe(90);
  });

  it('resolves this month and last month across a year boundary', () => {
    expect(presetRange('this_month', '2026-11-22')).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
    });
    expect(presetRange('this_month', '2026-11-01')).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(presetRange('last_month', '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('last_month', '2024-03-10')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('compares with the previous period and the previous year', () => {
    const range = { from: '2026-11-15', to: '2026-11-21' };
    expect(comparisonRange(range, 'previous_period')).toEqual({
      from: '2026-11-08',
      to: '2026-11-14',
    });
    expect(comparisonRange(range, 'previous_year')).toEqual({
      from: '2025-11-15',
      to: '2025-11-21',
    });
    expect(comparisonRange({ from: '2024-02-29', to: '2024-02-29' }, 'previous_year')).toEqual({
      from: '2023-02-28',
      to: '2023-02-28',
    });
    expect(comparisonRange(range, 'none')).toBeNull();
  });

  it('counts days across a daylight-saving change as calendar days', () => {
    expect(rangeLength({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(rangeLength({ from: '2026-10-24', to: '2026-10-26' })).toBe(3);
  });

  it('splits a backfill into chunks, newest first, covering every day once', () => {
    const range = backfillRange('2026-11-22');
    expect(range).toEqual({ from: '2024-10-22', to: '2026-11-22' });
    expect(backfillRange('2026-11-22', 13)).toEqual({ from: '2025-10-22', to: '2026-11-22' });
    const pieces = splitRange(range, 92);
    expect(pieces[0]?.to).toBe('2026-11-22');
    expect(pieces.at(-1)?.from).toBe('2024-10-22');
    expect(pieces.reduce((sum, piece) => sum + rangeLength(piece), 0)).toBe(rangeLength(range));
  });

  it('splits into pieces of exactly the size asked, the oldest one holding what is left', () => {
    // 93 days in pieces of 92: the first day of the range is a piece of its own, not dropped.
    expect(splitRange({ from: '2026-01-01', to: '2026-04-03' }, 92)).toEqual([
      { from: '2026-01-02', to: '2026-04-03' },
      { from: '2026-01-01', to: '2026-01-01' },
    ]);
    expect(splitRange({ from: '2026-01-01', to: '2026-01-01' }, 92)).toEqual([
      { from: '2026-01-01', to: '2026-01-01' },
    ]);
  });

  it('lists the months of a range, clipped', () => {
    expect(monthsOf({ from: '2026-01-15', to: '2026-03-02' })).toEqual([
      { from: '2026-01-15', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-02' },
    ]);
    // A range that is just the 1st of a month still has that month.
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual([
      { from: '2026-03-01', to: '2026-03-01' },
    ]);
  });

  it("knows today's date in a time zone", () => {
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('Europe/Prague', instant)).toBe('2026-11-23');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-22');
  });
});
