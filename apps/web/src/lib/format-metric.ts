import { formatCurrency, formatNumber, formatPercent } from '@/lib/format';

/** How a metric's number reads: a count, money, a share of 1, or a multiple shown as percent. */
export type MetricKind = 'count' | 'decimal' | 'currency' | 'percent' | 'ratio';

export type MetricFormatOptions = {
  language: string;
  /** The source's currency (ISO 4217) for money. */
  currency: string | null;
  /** Short axis labels: 12 tis., 1,2 mil. */
  isCompact?: boolean;
};

/** A dash for a number that is not there (nothing to divide by, or not connected). */
export const NO_VALUE = '—';

/**
 * A metric's number as people read it, in the UI language: counts whole, conversions with up to
 * two decimals, money in the source's currency (whole units from 100 up), rates as percent and
 * ROAS (conversion value ÷ cost) as percent too.
 */
export const formatMetric = (
  value: number | null,
  kind: MetricKind,
  { language, currency, isCompact = false }: MetricFormatOptions,
): string => {
  if (value === null || !Number.isFinite(value)) return NO_VALUE;
  const compact: Intl.NumberFormatOptions = isCompact
    ? { notation: 'compact', maximumFractionDigits: 1 }
    : {};
  switch (kind) {
    case 'count':
      return formatNumber(value, language, { maximumFractionDigits: 0, ...compact });
    case 'decimal':
      return formatNumber(value, language, { maximumFractionDigits: 2, ...compact });
    case 'currency': {
      const digits = Math.abs(value) >= 100 || isCompact ? 0 : 2;
      const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, ...compact };
      return currency
        ? formatCurrency(value, currency, language, options)
        : formatNumber(value, language, options);
    }
    case 'percent':
      return formatPercent(value, language, Math.abs(value) < 0.1 && value !== 0 ? 2 : 1);
    case 'ratio':
      return formatPercent(value, language, 0);
  }
};

/** The same number for a CSV cell: as it is, a rate as its share (0.125), never formatted. */
export const rawMetric = (value: number | null): number | null =>
  value === null || !Number.isFinite(value) ? null : value;
