/** The report page's number and date formats, in the report's locale. */
export type Formats = {
  count: (value: number) => string;
  money: (value: number, currency: string | null) => string;
  ratio: (value: number) => string;
  rate: (value: number) => string;
  change: (value: number) => string;
  date: (isoDate: string) => string;
  dateTime: (when: Date, timeZone: string) => string;
};

/** Metrics counted in money (the source's currency). */
export const MONEY_METRICS = new Set(['totalRevenue', 'cost', 'conversionValue', 'cpa', 'cpc']);

/** Metrics that are a share (0.62 is 62 %). */
export const RATE_METRICS = new Set(['engagementRate', 'conversionRate', 'ctr']);

export const formatsOf = (locale: string): Formats => {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const ratio = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const rate = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const change = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const moneyByCurrency = new Map<string, Intl.NumberFormat>();
  const money = (value: number, currency: string | null) => {
    if (!currency) return count.format(value);
    let format = moneyByCurrency.get(currency);
    if (!format) {
      // The currency's own decimals (CZK 12.50), as the screens print amounts.
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      moneyByCurrency.set(currency, format);
    }
    return format.format(value);
  };
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    count: (value) => count.format(value),
    money,
    ratio: (value) => ratio.format(value),
    rate: (value) => rate.format(value),
    change: (value) => change.format(value),
    date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
    dateTime: (when, timeZone) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }).format(when),
  };
};

/** A metric's value as the page prints it. */
export const formatMetric = (
  formats: Formats,
  metric: string,
  value: number,
  currency: string | null,
): string =>
  MONEY_METRICS.has(metric)
    ? formats.money(value, currency)
    : RATE_METRICS.has(metric)
      ? formats.rate(value)
      : metric === 'roas'
        ? formats.ratio(value)
        : formats.count(value);
