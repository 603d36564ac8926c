import { rangeLength } from '@kampa/contracts/common/date-range';
import { describe, expect, it } from 'vitest';
import { planChunks, userRanges } from './plan';

describe('sync plans', () => {
  it('backfills 13 months newest first, then the extras', () => {
    const chunks = planChunks('backfill', '2026-11-22', 92);
    const ranges = chunks.filter((chunk) => chunk.step === 'range');
    expect(ranges[0]).toEqual({ step: 'range', fromDate: '2026-08-23', toDate: '2026-11-22' });
    expect(ranges.at(-1)?.fromDate).toBe('2025-10-22');
    expect(ranges).toHaveLength(5);
    expect(chunks.at(-1)?.step).toBe('extras');
  });

  it('re-reads the last three days and today on a daily run', () => {
    expect(planChunks('daily', '2026-11-22', 92)).toEqual([
      { step: 'range', fromDate: '2026-11-19', toDate: '2026-11-22' },
      { step: 'extras', fromDate: '2026-11-19', toDate: '2026-11-22' },
    ]);
  });

  it('fetches exact users for every preset, its comparisons and each month, once', () => {
    const ranges = userRanges('2026-11-22');
    const keys = ranges.map((range) => `${range.from}/${range.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('2026-10-25/2026-11-21'); // last 28 days
    expect(keys).toContain('2026-09-27/2026-10-24'); // its previous period
    expect(keys).toContain('2025-10-25/2025-11-21'); // its previous year
    expect(keys).toContain('2026-10-01/2026-10-31'); // a month
    expect(ranges.every((range) => rangeLength(range) >= 1)).toBe(true);
    expect(userRanges('2026-11-22', 'ads')).toEqual([]);
  });
});
