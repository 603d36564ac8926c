export const SCOPE_ANALYTICS_READONLY = 'https://www.googleapis.com/auth/analytics.readonly';
export const SCOPE_ANALYTICS = 'https://www.googleapis.com/auth/analytics';
export const SCOPE_ADWORDS = 'https://www.googleapis.com/auth/adwords';
export const SCOPE_WEBMASTERS_READONLY = 'https://www.googleapis.com/auth/webmasters.readonly';
export const SCOPE_WEBMASTERS = 'https://www.googleapis.com/auth/webmasters';

/** Scopes the simulator knows, with the consent page's description (cs / en). */
export const KNOWN_SCOPES: Record<string, { cs: string; en: string }> = {
  [SCOPE_ANALYTICS_READONLY]: {
    cs: 'Zobrazit data Google Analytics',
    en: 'See your Google Analytics data',
  },
  [SCOPE_ANALYTICS]: {
    cs: 'Zobrazit a spravovat data Google Analytics',
    en: 'View and manage your Google Analytics data',
  },
  [SCOPE_ADWORDS]: {
    cs: 'Spravovat kampaně Google Ads',
    en: 'See, edit, create and delete your Google Ads accounts and data',
  },
  [SCOPE_WEBMASTERS_READONLY]: {
    cs: 'Zobrazit data Search Console pro vaše ověřené weby',
    en: 'View Search Console data for your verified sites',
  },
  [SCOPE_WEBMASTERS]: {
    cs: 'Zobrazit a spravovat data Search Console pro vaše ověřené weby',
    en: 'View and manage Search Console data for your verified sites',
  },
  openid: {
    cs: 'Přihlásit vás pomocí účtu Google',
    en: 'Associate you with your personal info on Google',
  },
  email: { cs: 'Zobrazit vaši e-mailovou adresu', en: 'See your primary email address' },
  profile: { cs: 'Zobrazit vaše základní údaje', en: 'See your personal info' },
  'https://www.googleapis.com/auth/userinfo.email': {
    cs: 'Zobrazit vaši e-mailovou adresu',
    en: 'See your primary email address',
  },
  'https://www.googleapis.com/auth/userinfo.profile': {
    cs: 'Zobrazit vaše základní údaje',
    en: 'See your personal info',
  },
};

export const GA_SCOPES = [SCOPE_ANALYTICS_READONLY, SCOPE_ANALYTICS] as const;
export const ADS_SCOPES = [SCOPE_ADWORDS] as const;
export const SEARCH_CONSOLE_SCOPES = [SCOPE_WEBMASTERS_READONLY, SCOPE_WEBMASTERS] as const;

export const splitScopes = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\s+]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .filter((s, i, all) => all.indexOf(s) === i);
