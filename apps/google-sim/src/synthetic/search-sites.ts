import type { SimUser } from './types';

/** Search Console's permission levels (sites.list `permissionLevel`). */
export type SitePermission =
  'siteOwner' | 'siteFullUser' | 'siteRestrictedUser' | 'siteUnverifiedUser';

/** A Search Console property: a URL prefix (`https://…/`) or a domain (`sc-domain:…`). */
export type SearchSite = {
  siteUrl: string;
  /** Origin of its pages (the `page` dimension's values start with it). */
  origin: string;
  /** The GA4 property of the same website: its Organic Search traffic is this site's clicks. */
  propertyId: string;
};

export const SEARCH_SITES: readonly SearchSite[] = [
  {
    siteUrl: 'sc-domain:zahradnicentrum.cz',
    origin: 'https://www.zahradnicentrum.cz',
    propertyId: '310000001',
  },
  {
    siteUrl: 'https://www.zahradnecentrum.sk/',
    origin: 'https://www.zahradnecentrum.sk',
    propertyId: '310000002',
  },
  {
    siteUrl: 'https://acme-components.eu/',
    origin: 'https://acme-components.eu',
    propertyId: '320000001',
  },
  {
    siteUrl: 'sc-domain:instalater-novak.cz',
    origin: 'https://www.instalater-novak.cz',
    propertyId: '330000001',
  },
  // Listed for the demo account, which has not verified it: sites.list shows it, queries get 403.
  { siteUrl: 'https://stary-web.cz/', origin: 'https://stary-web.cz', propertyId: '390000001' },
];

/** Which sites each demo user sees in sites.list, with their permission level. */
const SITE_ACCESS: Record<string, ReadonlyArray<readonly [string, SitePermission]>> = {
  'demo@kampa.local': [
    ['sc-domain:zahradnicentrum.cz', 'siteOwner'],
    ['https://www.zahradnecentrum.sk/', 'siteFullUser'],
    ['https://acme-components.eu/', 'siteRestrictedUser'],
    ['sc-domain:instalater-novak.cz', 'siteOwner'],
    ['https://stary-web.cz/', 'siteUnverifiedUser'],
  ],
  'marketa@kampa.local': [['sc-domain:instalater-novak.cz', 'siteFullUser']],
};

export type SiteEntry = { siteUrl: string; permissionLevel: SitePermission };

export const siteEntriesOf = (user: SimUser): SiteEntry[] =>
  (SITE_ACCESS[user.email] ?? []).map(([siteUrl, permissionLevel]) => ({
    siteUrl,
    permissionLevel,
  }));

export const findSearchSite = (siteUrl: string): SearchSite | undefined =>
  SEARCH_SITES.find((site) => site.siteUrl === siteUrl);

/** The site if the user may read its data (any level but unverified), else undefined. */
export const readableSearchSite = (user: SimUser, siteUrl: string): SearchSite | undefined => {
  const entry = siteEntriesOf(user).find((e) => e.siteUrl === siteUrl);
  if (!entry || entry.permissionLevel === 'siteUnverifiedUser') return undefined;
  return findSearchSite(siteUrl);
};
