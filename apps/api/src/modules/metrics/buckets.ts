import type { DateRange, IsoDate } from '@kampa/contracts/common/date-range';
import type { TGranularity } from '@kampa/contracts/dashboard/period';

export type Bucket = { from: IsoDate; to: IsoDate; days: number };

const DAY_MS = 86_400_000;
/** Whole days from `from` to `date` (ISO dates parse as UTC midnight, so no DST can creep in). */
const dayIndex = (from: IsoDate, date: IsoDate): number =>
  Math.round((Date.parse(date) - Date.parse(from)) / DAY_MS);
const isoOf = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

/**
 * The buckets of a series: every day, or runs of seven days from the range's first day (the last
 * one shorter when the range is not whole weeks). Counting weeks from the range's start, not the
 * calendar, makes the compared range's buckets line up with these by position.
 */
export const bucketsOf = (range: DateRange, granularity: TGranularity): Bucket[] => {
  const size = granularity === 'day' ? 1 : 7;
  const total = dayIndex(range.from, range.to) + 1;
  const start = Date.parse(range.from);
  const buckets: Bucket[] = [];
  for (let offset = 0; offset < total; offset += size) {
    const days = Math.min(size, total - offset);
    buckets.push({
      from: isoOf(start + offset * DAY_MS),
      to: isoOf(start + (offset + days - 1) * DAY_MS),
      days,
    });
  }
  return buckets;
};

/**
 * Sums daily rows into the range's buckets. Days without a row count as zero; rows outside the
 * range are ignored.
 */
export const bucketize = <S>(
  range: DateRange,
  granularity: TGranularity,
  rows: readonly { date: IsoDate; sums: S }[],
  zero: S,
  add: (a: S, b: S) => S,
): { bucket: Bucket; sums: S }[] => {
  const buckets = bucketsOf(range, granularity).map((bucket) => ({ bucket, sums: zero }));
  const size = granularity === 'day' ? 1 : 7;
  const total = dayIndex(range.from, range.to) + 1;
  for (const row of rows) {
    const index = dayIndex(range.from, row.date);
    const target = index >= 0 && index < total ? buckets[Math.floor(index / size)] : undefined;
    if (target) target.sums = add(target.sums, row.sums);
  }
  return buckets;
};
