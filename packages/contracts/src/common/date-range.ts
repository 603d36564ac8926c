/**
 * Calendar dates (`YYYY-MM-DD`) and the named ranges people use. Dates are days of a source's own
 * time zone, as Google reports them, so the arithmetic here is on plain calendar days.
 * Shared by the API (sync, dashboards) and the web (the range picker), so both mean the same days.
 */
export type IsoDate = string;
export type DateRange = { from: IsoDate; to: IsoDate };

export const DATE_PRESETS = [
  'yesterday',
  'last_7_days',
  'last_28_days',
  'last_30_days',
  'last_90_days',
  'this_month',
  'last_month',
  'year_to_date',
  'last_12_months',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const COMPARISONS = ['previous_period', 'previous_year', 'none'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** The longest range a dashboard answers: three years (one of them a leap year). */
export const MAX_RANGE_DAYS = 1096;
/** The view a dashboard opens with when the URL names no range. */
export const DEFAULT_PRESET = 'last_28_days' as const;

/**
 * Whether a value is a real calendar date `YYYY-MM-DD` (what `ZIsoDateSchema` accepts), for code
 * that reads dates without zod (the web's URL search params, read before any schema loads).
 */
export const isIsoDate = (value: unknown): value is IsoDate => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

// The arithmetic runs on midnight UTC: no time zone, so no summer-time hour to trip over, and no
// date library for a browser to load with the range picker.
const DAY_MS = 86_400_000;
const parseISO = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);
const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
const startOfMonth = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
/** Whole months later (or earlier); a day the target month lacks becomes its last (31 Mar − 1 = 28/29 Feb). */
const addMonths = (date: Date, months: number): Date => {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
};
const subMonths = (date: Date, months: number): Date => addMonths(date, -months);
const addYears = (date: Date, years: number): Date => addMonths(date, years * 12);

export const shiftDays = (date: IsoDate, days: number): IsoDate =>
  toIso(addDays(parseISO(date), days));

/** Days in a range, both ends included. */
export const rangeLength = (range: DateRange): number =>
  Math.round((parseISO(range.to).getTime() - parseISO(range.from).getTime()) / DAY_MS) + 1;

// Making a formatter costs far more than using one: one per time zone, kept (a handful in use).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (the day Google reports "today" for a property in that zone). */
export const todayIn = (timeZone: string, now: Date = new Date()): IsoDate => {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
};

/**
 * A preset's days. "Last N days" end yesterday (today is still being counted); "this month" and
 * "year to date" run from the 1st (of the month, of January) to yesterday (just today on that 1st);
 * "last month" is the whole previous month and "last 12 months" the twelve whole months before
 * this one, as Looker Studio counts them.
 */
export const presetRange = (preset: DatePreset, today: IsoDate): DateRange => {
  const yesterday = shiftDays(today, -1);
  switch (preset) {
    case 'yesterday':
      return { from: yesterday, to: yesterday };
    case 'last_7_days':
      return { from: shiftDays(today, -7), to: yesterday };
    case 'last_28_days':
      return { from: shiftDays(today, -28), to: yesterday };
    case 'last_30_days':
      return { from: shiftDays(today, -30), to: yesterday };
    case 'last_90_days':
      return { from: shiftDays(today, -90), to: yesterday };
    case 'this_month': {
      const first = toIso(startOfMonth(parseISO(today)));
      return first === today ? { from: today, to: today } : { from: first, to: yesterday };
    }
    case 'last_month': {
      const first = startOfMonth(subMonths(parseISO(today), 1));
      return { from: toIso(first), to: toIso(addDays(startOfMonth(parseISO(today)), -1)) };
    }
    case 'year_to_date': {
      const first = `${today.slice(0, 4)}-01-01`;
      return first === today ? { from: today, to: today } : { from: first, to: yesterday };
    }
    case 'last_12_months': {
      const first = startOfMonth(subMonths(parseISO(today), 12));
      return { from: toIso(first), to: toIso(addDays(startOfMonth(parseISO(today)), -1)) };
    }
  }
};

/**
 * The range a range is compared with: the same number of days just before it, or the same dates a
 * year earlier (29 February maps to 28 February).
 */
export const comparisonRange = (range: DateRange, comparison: Comparison): DateRange | null => {
  if (comparison === 'none') return null;
  if (comparison === 'previous_year') {
    return {
      from: toIso(addYears(parseISO(range.from), -1)),
      to: toIso(addYears(parseISO(range.to), -1)),
    };
  }
  const length = rangeLength(range);
  return { from: shiftDays(range.from, -length), to: shiftDays(range.from, -1) };
};

/** Whole calendar months overlapping [from, to], each clipped to the range. */
export const monthsOf = (range: DateRange): DateRange[] => {
  const months: DateRange[] = [];
  let cursor = startOfMonth(parseISO(range.from));
  while (toIso(cursor) <= range.to) {
    const next = startOfMonth(addDays(cursor, 32));
    const from = toIso(cursor) < range.from ? range.from : toIso(cursor);
    const lastDay = toIso(addDays(next, -1));
    months.push({ from, to: lastDay > range.to ? range.to : lastDay });
    cursor = next;
  }
  return months;
};

/** Splits a range into consecutive pieces of at most `days` days, newest first. */
export const splitRange = (range: DateRange, days: number): DateRange[] => {
  const pieces: DateRange[] = [];
  let to = range.to;
  while (to >= range.from) {
    const start = shiftDays(to, -(days - 1));
    pieces.push({ from: start < range.from ? range.from : start, to });
    to = shiftDays(start, -1);
  }
  return pieces;
};

/**
 * Months a new connection backfills by default: 25, so every day of the last 12 months has its
 * previous-year day stored (year over year) with a month to spare. The API's
 * `SYNC_BACKFILL_MONTHS` can change it.
 */
export const DEFAULT_BACKFILL_MONTHS = 25;

/** `months` months back from today: the span a new connection backfills. */
export const backfillRange = (today: IsoDate, months = DEFAULT_BACKFILL_MONTHS): DateRange => ({
  from: toIso(subMonths(parseISO(today), months)),
  to: today,
});
