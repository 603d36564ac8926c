import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from './i18n';

/** Intl locales per UI language: Czech conventions, and British English (day-month order). */
export const INTL_LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' };

const toIntlLocale = (language: string): string =>
  language === 'cs' || language === 'en' ? INTL_LOCALES[language] : INTL_LOCALES.en;

// Making an Intl formatter costs far more than using one, and a dashboard formats thousands of
// numbers in one render (tables, the trend's table for screen readers): one of each kind is kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const numberFormat = (language: string, options?: Intl.NumberFormatOptions) => {
  const key = `${language}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(toIntlLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
};

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(toIntlLocale(language), options);
    dateFormats.set(key, format);
  }
  return format;
};

export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions) =>
  numberFormat(language, options).format(value);

export const formatPercent = (value: number, language: string, maximumFractionDigits = 1) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits }).format(value);

export const formatCurrency = (
  value: number,
  currency: string,
  language: string,
  options?: Intl.NumberFormatOptions,
) => numberFormat(language, { style: 'currency', currency, ...options }).format(value);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only string (`2026-11-01`) is a calendar day: formatted in UTC so no zone shifts it. */
export const formatDate = (
  value: Date | string | number,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) => {
  const isDateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  return dateFormat(language, {
    ...options,
    ...(isDateOnly ? { timeZone: 'UTC' } : {}),
  }).format(new Date(value));
};

/** Two calendar days as one range, shortened where they share a month or year (`1–28 March 2026`). */
export const formatDateRange = (
  from: string,
  to: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
) => {
  const format = dateFormat(language, { ...options, timeZone: 'UTC' });
  return from === to
    ? format.format(new Date(from))
    : format.formatRange(new Date(from), new Date(to));
};

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago (or from now) a moment is, in the largest whole unit: "5 minutes ago", "za 2 hodiny". */
export const formatRelativeTime = (value: Date | string, language: string, now = new Date()) => {
  const seconds = (new Date(value).getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(toIntlLocale(language), { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'minute');
};

/** The formatters bound to the current UI language. */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      percent: (value: number, digits?: number) => formatPercent(value, language, digits),
      currency: (value: number, currency: string, options?: Intl.NumberFormatOptions) =>
        formatCurrency(value, currency, language, options),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, language, options),
      dateRange: (from: string, to: string, options?: Intl.DateTimeFormatOptions) =>
        formatDateRange(from, to, language, options),
      relativeTime: (value: Date | string, now?: Date) => formatRelativeTime(value, language, now),
    }),
    [language],
  );
};
