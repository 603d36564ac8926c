import {
  comparisonRange,
  rangeLength,
  shiftDays,
  type DateRange,
} from '@kampa/contracts/common/date-range';
import { describe, expect, it } from 'vitest';
import { planChunks, userRanges } from './plan';

describe('sync plans', () => {
  it('backfills 25 months newest first, then the extras', () => {
    const chunks = planChunks('backfill', '2026-11-22', { chunkDays: 92 });
    const ranges = chunks.filter((chunk) => chunk.step === 'range');
    expect(ranges[0]).toEqual({ step: 'range', fromDate: '2026-08-23', toDate: '2026-11-22' });
    expect(ranges.at(-1)?.fromDate).toBe('2024-10-22');
    expect(ranges).toHaveLength(9);
    expect(chunks.at(-1)?.step).toBe('extras');
  });

  it('backfills as many months as configured', () => {
    const ranges = planChunks('backfill', '2026-11-22', {
      chunkDays: 92,
      backfillMonths: 13,
    }).filter((chunk) => chunk.step === 'range');
    expect(ranges.at(-1)?.fromDate).toBe('2025-10-22');
    expect(ranges).toHaveLength(5);
  });

  // Year over year: on any day (leap days and month ends included), each day of the last 12
  // months has its previous-year day inside the backfill.
  it.each(['2026-11-22', '2028-02-29', '2027-03-01', '2026-12-31', '2027-01-01'])(
    'stores the previous-year day of every day of the last 12 months (today %s)',
    (today) => {
      const chunks = planChunks('backfill', today, { chunkDays: 92 });
      const first = chunks.filter((chunk) => chunk.step === 'range').at(-1)?.fromDate ?? today;
      for (let back = 1; back <= 366; back += 1) {
        const day = shiftDays(today, -back);
        const lastYear = comparisonRange({ from: day, to: day }, 'previous_year') as DateRange;
        expect(lastYear.from >= first, `${day} → ${lastYear.from}`).toBe(true);
      }
    },
  );

  it('re-reads a week of Google Ads (late conversions) and three days of GA4 on a daily run', () => {
    expect(planChunks('daily', '2026-11-22', { chunkDays: 92, resyncDays: 7 })[0]).toEqual({
      step: 'range',
      fromDate: '2026-11-15',
      toDate: '2026-11-22',
    });
  });

  it('re-reads the last three days and today on a daily run', () => {
    expect(planChunks('daily', '2026-11-22', { chunkDays: 92 })).toEqual([
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
    expect(keys).toContain('2025-10-01/2025-10-31'); // the same month a year earlier
    expect(keys).toContain('2026-01-01/2026-11-21'); // year to date
    expect(keys).toContain('2025-01-01/2025-11-21'); // year to date, a year earlier
    expect(keys).toContain('2025-01-01/2025-12-31'); // last year
    expect(keys.some((key) => key < '2024-10-21')).toBe(false); // nothing before the backfill
    expect(ranges.every((range) => rangeLength(range) >= 1)).toBe(true);
    expect(userRanges('2026-11-22', 'ads')).toEqual([]);
  });
});
