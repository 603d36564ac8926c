import { dayFromIso, dayFromYmd, monthOf, weekdayOf, yearOf } from '../synthetic/calendar';
import { queryError } from './ads-errors';
import type { Condition } from './gaql-parser';

export type DayRange = { from: number; to: number };

/** Days of a DURING constant, relative to the account's today. */
export const duringRange = (constant: string, today: number): DayRange | null => {
  const monday = today - weekdayOf(today);
  const sunday = today - ((weekdayOf(today) + 1) % 7);
  switch (constant) {
    case 'TODAY':
      return { from: today, to: today };
    case 'YESTERDAY':
      return { from: today - 1, to: today - 1 };
    case 'LAST_7_DAYS':
      return { from: today - 7, to: today - 1 };
    case 'LAST_14_DAYS':
      return { from: today - 14, to: today - 1 };
    case 'LAST_30_DAYS':
      return { from: today - 30, to: today - 1 };
    case 'THIS_WEEK_MON_TODAY':
      return { from: monday, to: today };
    case 'THIS_WEEK_SUN_TODAY':
      return { from: sunday, to: today };
    case 'LAST_WEEK_MON_SUN':
      return { from: monday - 7, to: monday - 1 };
    case 'LAST_WEEK_SUN_SAT':
      return { from: sunday - 7, to: sunday - 1 };
    case 'LAST_BUSINESS_WEEK':
      return { from: monday - 7, to: monday - 3 };
    case 'THIS_MONTH':
      return { from: dayFromYmd(yearOf(today), monthOf(today), 1), to: today };
    case 'LAST_MONTH': {
      const first = dayFromYmd(yearOf(today), monthOf(today), 1);
      return { from: dayFromYmd(yearOf(first - 1), monthOf(first - 1), 1), to: first - 1 };
    }
    default:
      return null;
  }
};

const parseDate = (value: string, field: string): number => {
  const day = dayFromIso(value.slice(0, 10));
  if (day === null) {
    throw queryError(
      'INVALID_DATE_FORMAT',
      `Error in query: invalid date '${value}' for field ${field}. Dates must be formatted as YYYY-MM-DD.`,
      value,
    );
  }
  return day;
};

/**
 * The day range implied by the conditions on a date field (segments.date or
 * change_event.change_date_time), or null when there are none.
 */
export const dayRangeOf = (
  conditions: readonly Condition[],
  field: string,
  today: number,
): DayRange | null => {
  let range: DayRange | null = null;
  const narrow = (from: number, to: number): void => {
    range = range ? { from: Math.max(range.from, from), to: Math.min(range.to, to) } : { from, to };
  };
  for (const c of conditions) {
    if (c.field !== field) continue;
    const [a = '', b = ''] = c.values;
    switch (c.op) {
      case 'DURING': {
        const during = duringRange(a.toUpperCase(), today);
        if (!during)
          throw queryError(
            'INVALID_VALUE_WITH_DURING_OPERATOR',
            `Error in query: invalid value '${a}' with DURING operator.`,
            a,
          );
        narrow(during.from, during.to);
        break;
      }
      case 'BETWEEN':
        narrow(parseDate(a, field), parseDate(b, field));
        break;
      case '=':
        narrow(parseDate(a, field), parseDate(a, field));
        break;
      case '>=':
        narrow(parseDate(a, field), Number.POSITIVE_INFINITY);
        break;
      case '>':
        narrow(parseDate(a, field) + (a.length > 10 ? 0 : 1), Number.POSITIVE_INFINITY);
        break;
      case '<=':
        narrow(Number.NEGATIVE_INFINITY, parseDate(a, field));
        break;
      case '<':
        narrow(Number.NEGATIVE_INFINITY, parseDate(a, field) - (a.length > 10 ? 0 : 1));
        break;
      default:
        throw queryError(
          'BAD_OPERATOR',
          `Error in query: operator ${c.op} cannot be used with ${field}.`,
          c.op,
        );
    }
  }
  return range;
};
