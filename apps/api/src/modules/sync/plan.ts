import {
  backfillRange,
  comparisonRange,
  DATE_PRESETS,
  monthsOf,
  presetRange,
  shiftDays,
  splitRange,
  type DateRange,
} from '@kampa/contracts/common/date-range';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import type { PlannedChunk, RunTrigger } from './runs-repository';

/** Days a daily or manual sync re-reads: GA keeps revising the last days, Ads conversions too. */
export const RESYNC_DAYS = 3;

/**
 * The chunks of a run. A backfill reads 13 months in pieces of `chunkDays`, newest first, so
 * recent days show up first; a daily or manual run re-reads the last days up to today. Every run
 * ends with an `extras` chunk (GA: exact users of whole ranges; Ads: campaigns and change events).
 */
export const planChunks = (
  trigger: RunTrigger,
  today: string,
  chunkDays: number,
): PlannedChunk[] => {
  const ranges =
    trigger === 'backfill'
      ? splitRange(backfillRange(today), chunkDays)
      : [{ from: shiftDays(today, -RESYNC_DAYS), to: today }];
  const span = trigger === 'backfill' ? backfillRange(today) : ranges[0]!;
  return [
    ...ranges.map((range) => ({ step: 'range' as const, fromDate: range.from, toDate: range.to })),
    { step: 'extras' as const, fromDate: span.from, toDate: span.to },
  ];
};

const key = (range: DateRange) => `${range.from}/${range.to}`;

/**
 * The ranges whose distinct users are fetched exactly (GA4 users do not add up across days): every
 * preset and its two comparisons, and every calendar month of the backfilled span.
 */
export const userRanges = (today: string, kind: TDataSource = 'analytics'): DateRange[] => {
  if (kind !== 'analytics') return [];
  const ranges = new Map<string, DateRange>();
  const add = (range: DateRange | null) => {
    if (range && range.from <= range.to) ranges.set(key(range), range);
  };
  for (const preset of DATE_PRESETS) {
    const range = presetRange(preset, today);
    add(range);
    add(comparisonRange(range, 'previous_period'));
    add(comparisonRange(range, 'previous_year'));
  }
  for (const month of monthsOf(backfillRange(shiftDays(today, -1)))) add(month);
  return [...ranges.values()];
};
