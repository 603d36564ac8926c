import { describe, expect, it } from 'vitest';
import { bucketize, bucketsOf } from './buckets';

const add = (a: number, b: number) => a + b;

describe('series buckets', () => {
  it('has one bucket per day, across a daylight-saving change and a leap day', () => {
    const days = bucketsOf({ from: '2024-02-27', to: '2024-03-02' }, 'day');
    expect(days.map((bucket) => bucket.from)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(bucketsOf({ from: '2025-03-29', to: '2025-03-31' }, 'day')).toHaveLength(3);
    expect(bucketsOf({ from: '2025-10-25', to: '2025-10-27' }, 'day')).toHaveLength(3);
  });

  it('counts weeks from the range start, the last one shorter', () => {
    const weeks = bucketsOf({ from: '2026-01-01', to: '2026-01-16' }, 'week');
    expect(weeks).toEqual([
      { from: '2026-01-01', to: '2026-01-07', days: 7 },
      { from: '2026-01-08', to: '2026-01-14', days: 7 },
      { from: '2026-01-15', to: '2026-01-16', days: 2 },
    ]);
  });

  it('sums days into buckets, missing days as zero, days outside the range ignored', () => {
    const range = { from: '2026-01-01', to: '2026-01-09' };
    const rows = [
      { date: '2025-12-31', sums: 100 },
      { date: '2026-01-01', sums: 1 },
      { date: '2026-01-07', sums: 2 },
      { date: '2026-01-08', sums: 4 },
      { date: '2026-01-10', sums: 100 },
      { date: '2026-01-12', sums: 100 },
    ];
    expect(bucketize(range, 'week', rows, 0, add).map((point) => point.sums)).toEqual([3, 4]);
    const daily = bucketize(range, 'day', rows, 0, add);
    expect(daily).toHaveLength(9);
    expect(daily.map((point) => point.sums)).toEqual([1, 0, 0, 0, 0, 0, 2, 4, 0]);
  });

  it('aligns a compared range with the range by position', () => {
    const current = bucketsOf({ from: '2025-03-01', to: '2025-05-31' }, 'week');
    const yearBefore = bucketsOf({ from: '2024-03-01', to: '2024-05-31' }, 'week');
    expect(yearBefore.map((bucket) => bucket.days)).toEqual(current.map((bucket) => bucket.days));
  });
});
