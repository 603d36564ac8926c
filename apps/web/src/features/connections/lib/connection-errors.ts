import { isApiError } from '@/lib/api-client';

const ERROR_KEYS = {
  reconnect_needed: 'connections.errors.reconnectNeeded',
  not_connected: 'connections.errors.notConnected',
  property_not_readable: 'connections.errors.propertyNotReadable',
  manager_account: 'connections.errors.managerAccount',
  scope_missing: 'connections.errors.scopeMissing',
  site_unverified: 'connections.errors.siteUnverified',
  google_unavailable: 'connections.errors.googleUnavailable',
  forbidden: 'connections.errors.forbidden',
  not_found: 'connections.errors.notFound',
  rate_limited: 'connections.errors.rateLimited',
  network_error: 'connections.errors.network',
} as const;

/** The message key for an API error on the connect screens: what happened and what to do. */
export const connectionErrorKey = (error: unknown) => {
  if (isApiError(error) && error.code in ERROR_KEYS) {
    return ERROR_KEYS[error.code as keyof typeof ERROR_KEYS];
  }
  return 'connections.errors.failed';
};

/** Google Ads shows customer ids as 123-456-7890. */
export const formatCustomerId = (id: string) =>
  /^\d{10}$/.test(id) ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;

/** Case- and accent-insensitive "contains", for the search boxes. */
export const matchesSearch = (query: string, ...texts: string[]) => {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(query.trim());
  return needle === '' || texts.some((text) => fold(text).includes(needle));
};
