import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from './i18n';

/** Intl locales per UI language: Czech conventions, and British English (day-month order). */
export const INTL_LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' };

const toIntlLocale = (language: string): string =>
  language === 'cs' || language === 'en' ? INTL_LOCALES[language] : INTL_LOCALES.en;

export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(toIntlLocale(language), options).format(value);

export const formatPercent = (value: number, language: string, maximumFractionDigits = 1) =>
  new Intl.NumberFormat(toIntlLocale(language), { style: 'percent', maximumFractionDigits }).format(
    value,
  );

export const formatCurrency = (value: number, currency: string, language: string) =>
  new Intl.NumberFormat(toIntlLocale(language), { style: 'currency', currency }).format(value);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only string (`2026-11-01`) is a calendar day: formatted in UTC so no zone shifts it. */
export const formatDate = (
  value: Date | string | number,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) => {
  const isDateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  return new Intl.DateTimeFormat(toIntlLocale(language), {
    ...options,
    ...(isDateOnly ? { timeZone: 'UTC' } : {}),
  }).format(new Date(value));
};

/** The formatters bound to the current UI language. */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      percent: (value: number, digits?: number) => formatPercent(value, language, digits),
      currency: (value: number, currency: string) => formatCurrency(value, currency, language),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, language, options),
    }),
    [language],
  );
};
