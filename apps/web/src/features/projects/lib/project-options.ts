import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '@kampa/contracts/project/project-constants';

/** The currencies most of our users report in, first the Czech and neighbouring ones. */
export const COMMON_CURRENCIES = [
  'CZK',
  'EUR',
  'USD',
  'GBP',
  'PLN',
  'HUF',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'RON',
  'BGN',
  'CAD',
  'AUD',
  'JPY',
] as const;

export type SelectOption = { value: string; label: string };

const withCurrent = (values: readonly string[], current: string | undefined): string[] =>
  current && !values.includes(current) ? [current, ...values] : [...values];

/** Every IANA zone the browser knows, labelled with its offset today ("Europe/Prague (GMT+1)"). */
export const getTimeZoneOptions = (current?: string): SelectOption[] => {
  const zones = withCurrent(Intl.supportedValuesOf('timeZone'), current ?? DEFAULT_TIME_ZONE);
  const now = new Date();
  return zones.map((zone) => {
    let offset = '';
    try {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        timeZoneName: 'shortOffset',
      }).formatToParts(now);
      offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    } catch {
      // a zone this browser cannot format: show its name alone
    }
    const name = zone.replaceAll('_', ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
};

/** The common currencies with their names in the UI language ("CZK – česká koruna"). */
export const getCurrencyOptions = (locale: string, current?: string): SelectOption[] => {
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  return withCurrent(COMMON_CURRENCIES, current ?? DEFAULT_CURRENCY).map((code) => ({
    value: code,
    label: `${code} – ${names.of(code) ?? code}`,
  }));
};

/** The hostname of a project's site for display, or the address itself when it is not a URL. */
export const toHostname = (websiteUrl: string): string => {
  try {
    return new URL(websiteUrl).hostname;
  } catch {
    return websiteUrl;
  }
};
