import type { ChatLanguage } from './grammar';
import { MONEY_METRICS, RATE_METRICS } from './words';

/**
 * Numbers and days as the screens write them (the web's `formatMetric` and `formatDateRange`):
 * Czech conventions or British English, money in the source's currency in whole units from 100 up,
 * rates as percent, days with the month's name. An answer reads like the dashboard beside it.
 */
const LOCALES: Record<ChatLanguage, string> = { cs: 'cs-CZ', en: 'en-GB' };

const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** A metric's value; `null` (no data) is the caller's to word. */
export const formatAmount = (
  language: ChatLanguage,
  metric: string,
  value: number,
  currency: string | null,
): string => {
  const locale = LOCALES[language];
  if (RATE_METRICS.has(metric)) {
    const digits = Math.abs(value) < 0.1 && value !== 0 ? 2 : 1;
    return new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: digits,
    }).format(value);
  }
  if (MONEY_METRICS.has(metric)) {
    const digits = Math.abs(value) >= 100 ? 0 : 2;
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      ...(currency ? { style: 'currency', currency } : {}),
    }).format(value);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
};

/** A change as a signed percent with one decimal ("+2.6%", "−5,1 %"). */
export const formatChange = (language: ChatLanguage, change: number): string =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);

/** One calendar day (`2026-11-19`): "19. listopadu 2026", "19 November 2026". */
export const formatDay = (language: ChatLanguage, date: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], DAY_OPTIONS).format(new Date(date));

/** Two calendar days as one range, shortened where they share a month ("1–25 November 2026"). */
export const formatDays = (language: ChatLanguage, from: string, to: string): string => {
  const format = new Intl.DateTimeFormat(LOCALES[language], DAY_OPTIONS);
  return from === to
    ? format.format(new Date(from))
    : format.formatRange(new Date(from), new Date(to));
};
