import { isApiError } from '@/lib/api-client';

/** The connection was made without Search Console's permission: consent again to add it. */
export const isScopeMissing = (error: unknown) => isApiError(error, 'scope_missing');

/** A site as people say it: `sc-domain:example.cz` → `example.cz`, a URL prefix as it is. */
export const siteLabel = (siteUrl: string) =>
  siteUrl.startsWith('sc-domain:') ? siteUrl.slice('sc-domain:'.length) : siteUrl;
