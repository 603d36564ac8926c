/**
 * The calendar dimensions of a day (GA's `date` value, YYYYMMDD): `year`, `month`, `week`
 * (weeks start on Sunday; 1 January is always in week 01), `yearWeek`, `isoWeek` (ISO 8601:
 * weeks start on Monday, week 01 holds the year's first Thursday) and `isoYearIsoWeek`.
 */
export type DateParts = {
  year: string;
  month: string;
  week: string;
  yearWeek: string;
  isoWeek: string;
  isoYearIsoWeek: string;
};

const DAY_MS = 86_400_000;
const cache = new Map<string, DateParts>();
const two = (n: number): string => String(n).padStart(2, '0');

export const datePartsOf = (ymd: string): DateParts => {
  let parts = cache.get(ymd);
  if (parts) return parts;
  const year = Number(ymd.slice(0, 4));
  const ms = Date.UTC(year, Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  const dayOfYear = Math.round((ms - Date.UTC(year, 0, 1)) / DAY_MS);
  const week = Math.floor((dayOfYear + new Date(Date.UTC(year, 0, 1)).getUTCDay()) / 7) + 1;
  const isoWeekday = ((new Date(ms).getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(ms + (4 - isoWeekday) * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const isoWeek =
    Math.floor(Math.round((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / DAY_MS) / 7) + 1;
  parts = {
    year: ymd.slice(0, 4),
    month: ymd.slice(4, 6),
    week: two(week),
    yearWeek: `${ymd.slice(0, 4)}${two(week)}`,
    isoWeek: two(isoWeek),
    isoYearIsoWeek: `${isoYear}${two(isoWeek)}`,
  };
  cache.set(ymd, parts);
  return parts;
};
