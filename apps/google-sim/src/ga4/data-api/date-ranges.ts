import { dayFromIso } from '../../synthetic/calendar';
import { googleHttpError } from '../../http/google-error';
import type { RunReportRequest } from './request-schema';

export type ResolvedRange = { name: string; start: number; end: number };

const RELATIVE = /^(\d+)daysAgo$/;

/** Resolves YYYY-MM-DD, today, yesterday and NdaysAgo in the property's time zone. */
export const resolveDate = (value: string, today: number): number | null => {
  if (value === 'today') return today;
  if (value === 'yesterday') return today - 1;
  const relative = RELATIVE.exec(value);
  if (relative) return today - Number(relative[1]);
  return dayFromIso(value);
};

export const resolveDateRanges = (
  ranges: RunReportRequest['dateRanges'],
  today: number,
): ResolvedRange[] => {
  if (!ranges || ranges.length === 0) {
    throw googleHttpError(
      'INVALID_ARGUMENT',
      'Must specify at least one date range in dateRanges.',
    );
  }
  if (ranges.length > 4) {
    throw googleHttpError('INVALID_ARGUMENT', 'Requests are limited to 4 dateRanges.');
  }
  return ranges.map((range, i) => {
    const start = resolveDate(range.startDate, today);
    const end = resolveDate(range.endDate, today);
    if (start === null) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Invalid dateRange startDate: "${range.startDate}". Dates must be formatted as YYYY-MM-DD, today, yesterday or NdaysAgo.`,
      );
    }
    if (end === null) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Invalid dateRange endDate: "${range.endDate}". Dates must be formatted as YYYY-MM-DD, today, yesterday or NdaysAgo.`,
      );
    }
    if (start > end) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Invalid date range: startDate (${range.startDate}) is after endDate (${range.endDate}).`,
      );
    }
    const name = range.name ?? `date_range_${i}`;
    if (name.startsWith('date_range_') && range.name !== undefined) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `The dateRange name ${name} cannot begin with date_range_.`,
      );
    }
    return { name, start, end };
  });
};
