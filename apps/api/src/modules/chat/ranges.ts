import {
  DATE_PRESETS,
  presetRange,
  shiftDays,
  type DateRange,
  type DatePreset,
} from '@kampa/contracts/common/date-range';
import {
  ZDashboardQuerySchema,
  type TDashboardQuery,
} from '@kampa/contracts/dashboard/dashboard-query';
import { DEFAULT_PRESET } from '@kampa/contracts/dashboard/dashboard-query';
import type { ChatPeriod, RangeArgs } from './tool-args';

/** A tool argument the model got wrong: it goes back to the model as the tool's error. */
export class ToolArgumentError extends Error {}

const isDashboardPreset = (period: ChatPeriod): period is DatePreset =>
  (DATE_PRESETS as readonly string[]).includes(period);

/** Monday of the week `date` is in (ISO weeks). */
const mondayOf = (date: string): string => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDays(date, -((weekday + 6) % 7));
};

/** Days of a named range for a source whose today is `today` (to-dates end yesterday, as presets do). */
export const periodRange = (period: ChatPeriod, today: string): DateRange => {
  if (isDashboardPreset(period)) return presetRange(period, today);
  const yesterday = shiftDays(today, -1);
  const upToYesterday = (from: string): DateRange =>
    from === today ? { from: today, to: today } : { from, to: yesterday };
  switch (period) {
    case 'this_week':
      return upToYesterday(mondayOf(today));
    case 'last_week': {
      const monday = shiftDays(mondayOf(today), -7);
      return { from: monday, to: shiftDays(monday, 6) };
    }
    case 'last_year': {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    }
  }
};

/**
 * The days of a calendar month: `YYYY-MM`, or `MM` for its latest occurrence by `today` (this
 * month when it is this month's number). A month not over runs to yesterday (today alone on the
 * 1st), as "this month" does; a month that has not begun is the model's error.
 */
export const monthRange = (month: string, today: string): DateRange => {
  const [year, number] = month.includes('-')
    ? month.split('-')
    : [String(Number(today.slice(0, 4)) - (month > today.slice(5, 7) ? 1 : 0)), month];
  const first = `${year}-${number}-01`;
  if (first > today) throw new ToolArgumentError(`month ${month} has not begun yet`);
  if (first === `${today.slice(0, 7)}-01`) return presetRange('this_month', today);
  const next = new Date(Date.UTC(Number(year), Number(number), 1)).toISOString().slice(0, 10);
  return { from: first, to: shiftDays(next, -1) };
};

/**
 * The dashboard query for a tool's range arguments: always explicit days, so the dashboards and
 * the data card's link read exactly the same ones. Contradicting arguments are the model's error.
 */
export const toDashboardQuery = (args: RangeArgs, today: string): TDashboardQuery => {
  const compare = args.compare ?? 'previous_period';
  const given = [args.period, args.lastDays, args.month, args.from ?? args.to].filter(
    (x) => x !== undefined,
  );
  if (given.length > 1) {
    throw new ToolArgumentError('give one of period, lastDays, month or from and to');
  }
  let range: DateRange;
  if (args.from !== undefined || args.to !== undefined) {
    if (args.from === undefined || args.to === undefined) {
      throw new ToolArgumentError('from and to go together');
    }
    range = { from: args.from, to: args.to };
  } else if (args.month !== undefined) {
    range = monthRange(args.month, today);
  } else if (args.lastDays !== undefined) {
    range = { from: shiftDays(today, -args.lastDays), to: shiftDays(today, -1) };
  } else {
    range = periodRange(args.period ?? DEFAULT_PRESET, today);
  }
  const parsed = ZDashboardQuerySchema.safeParse({ ...range, compare });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ToolArgumentError(
      `${issue?.path.join('.') ?? 'range'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
};
