import type { ApiFamily } from '../faults/fault-store';
import { apiFamilyOf } from '../faults/fault-hook';

export type RequestCounts = Record<ApiFamily, Record<string, number>>;

const OAUTH_METHODS: Record<string, string> = {
  '/o/oauth2/v2/auth': 'authorize',
  '/o/oauth2/auth': 'authorize',
  '/o/oauth2/v2/auth/consent': 'consent',
  '/token': 'token',
  '/oauth2/v4/token': 'token',
  '/revoke': 'revoke',
  '/tokeninfo': 'tokeninfo',
  '/oauth2/v3/userinfo': 'userinfo',
};

/** The method name of an API call: the part after the last `:` (runReport, searchStream …). */
const afterColon = (path: string): string => {
  const i = path.lastIndexOf(':');
  return i >= 0 ? path.slice(i + 1) : '(unknown)';
};

/**
 * Which Google API family and method a request calls, named like Google's methods:
 * ga-data runReport / batchRunReports, ga-admin accountSummaries.list / properties.get,
 * ads listAccessibleCustomers / searchStream / search, oauth authorize / consent / token /
 * revoke / tokeninfo / userinfo. Null for the simulator's own endpoints.
 */
export const apiMethodOf = (
  method: string,
  url: string,
  adsVersion: string,
): { family: ApiFamily; method: string } | null => {
  const family = apiFamilyOf(method, url, adsVersion);
  if (!family) return null;
  const raw = url.split('?')[0] ?? '';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape is the route's problem; count the call under its raw path.
  }
  switch (family) {
    case 'oauth':
      return { family, method: OAUTH_METHODS[path] ?? '(unknown)' };
    case 'ga-admin':
      return {
        family,
        method: path.startsWith('/v1beta/accountSummaries')
          ? 'accountSummaries.list'
          : 'properties.get',
      };
    case 'ga-data':
      return { family, method: afterColon(path) };
    case 'ads':
      return { family, method: afterColon(path).replace(/^googleAds:/, '') };
    case 'search-console':
      return {
        family,
        method: path.endsWith('/searchAnalytics/query')
          ? 'searchanalytics.query'
          : path === '/webmasters/v3/sites'
            ? 'sites.list'
            : 'sites.get',
      };
  }
};

const empty = (): RequestCounts => ({
  oauth: {},
  'ga-admin': {},
  'ga-data': {},
  ads: {},
  'search-console': {},
});

/**
 * Counts every call that reaches a Google API of the simulator (failed ones too: Google
 * counts them), by family and method, so tests can assert how many calls a sync made.
 */
export class RequestCounter {
  private counts: RequestCounts = empty();

  record(family: ApiFamily, method: string): void {
    const byMethod = this.counts[family];
    byMethod[method] = (byMethod[method] ?? 0) + 1;
  }

  snapshot(): RequestCounts {
    return {
      oauth: { ...this.counts.oauth },
      'ga-admin': { ...this.counts['ga-admin'] },
      'ga-data': { ...this.counts['ga-data'] },
      ads: { ...this.counts.ads },
      'search-console': { ...this.counts['search-console'] },
    };
  }

  reset(): void {
    this.counts = empty();
  }
}
