import {
  backfillRange,
  comparisonRange,
  DATE_PRESETS,
  DEFAULT_BACKFILL_MONTHS,
  monthsOf,
  presetRange,
  shiftDays,
  splitRange,
  type DateRange,
} from '@kampa/contracts/common/date-range';
import { SETTLING_DAYS, type TDataSource } from '@kampa/contracts/sync/sync';
import type { PlannedChunk, RunTrigger } from './runs-repository';

/**
 * The chunks of a run. A backfill reads `backfillMonths` months (25 by default: year over year for
 * every day of the last 12 months) in pieces of `chunkDays`, newest first, so recent days show up
 * first; a daily or manual run re-reads the last days up to today. Every run ends with an `extras`
 * chunk (GA: exact users of whole ranges; Ads: campaigns and change events).
 */
export const planChunks = (
  trigger: RunTrigger,
  today: string,
  {
    chunkDays,
    backfillMonths = DEFAULT_BACKFILL_MONTHS,
    resyncDays = SETTLING_DAYS.analytics,
  }: {
    chunkDays: number;
    backfillMonths?: number;
    /** The newest days a daily or manual run re-reads: the source's `SETTLING_DAYS`. */
    resyncDays?: number;
  },
): PlannedChunk[] => {
  const backfill = backfillRange(today, backfillMonths);
  const ranges =
    trigger === 'backfill'
      ? splitRange(backfill, chunkDays)
      : [{ from: shiftDays(today, -resyncDays), to: today }];
  const span = trigger === 'backfill' ? backfill : ranges[0]!;
  return [
    ...ranges.map((range) => ({ step: 'range' as const, fromDate: range.from, toDate: range.to })),
    { step: 'extras' as const, fromDate: span.from, toDate: span.to },
  ];
};

const key = (range: DateRange) => `${range.from}/${range.to}`;

/**
 * Year to date and the whole last calendar year: the longer ranges people name (the chat's
 * "this year so far", "last year"), which a backfill of 25 months can compare with a year before.
 */
const yearRanges = (today: string): DateRange[] => {
  const year = Number(today.slice(0, 4));
  const yesterday = shiftDays(today, -1);
  return [
    { from: `${year}-01-01`, to: yesterday },
    { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` },
  ];
};

/**
 * The ranges whose distinct users are fetched exactly (GA4 users do not add up across days): every
 * preset and its two comparisons, year to date and last year with their previous-year
 * counterparts, and every calendar month of the backfilled span (with 25 months, each of the last
 * 12 months' previous-year month too). A range reaching before the backfill is left out.
 */
export const userRanges = (
  today: string,
  kind: TDataSource = 'analytics',
  backfillMonths: number = DEFAULT_BACKFILL_MONTHS,
): DateRange[] => {
  if (kind !== 'analytics') return [];
  const ranges = new Map<string, DateRange>();
  const stored = backfillRange(shiftDays(today, -1), backfillMonths);
  const add = (range: DateRange | null) => {
    if (range && range.from <= range.to && range.from >= stored.from) {
      ranges.set(key(range), range);
    }
  };
  for (const preset of DATE_PRESETS) {
    const range = presetRange(preset, today);
    add(range);
    add(comparisonRange(range, 'previous_period'));
    add(comparisonRange(range, 'previous_year'));
  }
  for (const range of yearRanges(today)) {
    add(range);
    add(comparisonRange(range, 'previous_year'));
  }
  for (const month of monthsOf(stored)) add(month);
  return [...ranges.values()];
};
