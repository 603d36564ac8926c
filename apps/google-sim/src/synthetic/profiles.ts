import type { BusinessKind, CampaignType } from './types';

/** Traffic shapes of the three demo business kinds. */

export type ChannelKind =
  'organic' | 'direct' | 'referral' | 'social' | 'email' | 'paid' | 'unassigned';

export type SourceMediumRow = {
  channel: string;
  source: string;
  medium: string;
  kind: ChannelKind;
  /** Share of the non-paid sessions (rows driven by Ads have none). */
  share: number;
  /** Rows whose sessions come from Google Ads clicks of campaigns of this type. */
  adsType: CampaignType | null;
};

type ChannelRates = {
  engagementRate: number;
  usersPerSession: number;
  newPerUser: number;
  pagesPerSession: number;
  durationSeconds: number;
  /** Multiplier on the profile's key event rate. */
  conversion: number;
};

export type Profile = {
  kind: BusinessKind;
  rows: readonly SourceMediumRow[];
  /** Monday … Sunday. */
  weekly: readonly number[];
  /** January … December. */
  yearly: readonly number[];
  holidayFactor: number;
  keyEventRate: number;
  secondaryKeyEventShare: number;
  keyEventNames: readonly [string, string];
  thirdEventName: string;
  averageOrderValue: { CZK: number; EUR: number };
  devices: readonly number[];
  landingPages: readonly string[];
  /** Landing page weights for paid rows and for the others. */
  landingWeightsPaid: readonly number[];
  landingWeightsOther: readonly number[];
  /** Extra pages beyond landing pages (viewed later in the session). */
  extraPages: readonly string[];
};

export const DEVICE_NAMES = ['desktop', 'mobile', 'tablet'] as const;
export const DEVICE_CONVERSION = [1.3, 0.82, 1] as const;

const row = (
  channel: string,
  source: string,
  medium: string,
  kind: ChannelKind,
  share: number,
  adsType: CampaignType | null = null,
): SourceMediumRow => ({ channel, source, medium, kind, share, adsType });

const ADS_ROWS = {
  SEARCH: row('Paid Search', 'google', 'cpc', 'paid', 0, 'SEARCH'),
  SHOPPING: row('Paid Shopping', 'google', 'cpc', 'paid', 0, 'SHOPPING'),
  PERFORMANCE_MAX: row('Cross-network', 'google', 'cpc', 'paid', 0, 'PERFORMANCE_MAX'),
  DISPLAY: row('Display', 'google', 'cpc', 'paid', 0, 'DISPLAY'),
} as const;

export const CHANNEL_RATES: Record<ChannelKind, ChannelRates> = {
  organic: {
    engagementRate: 0.64,
    usersPerSession: 0.84,
    newPerUser: 0.72,
    pagesPerSession: 3.1,
    durationSeconds: 165,
    conversion: 1,
  },
  direct: {
    engagementRate: 0.58,
    usersPerSession: 0.78,
    newPerUser: 0.42,
    pagesPerSession: 3.4,
    durationSeconds: 190,
    conversion: 1.25,
  },
  referral: {
    engagementRate: 0.69,
    usersPerSession: 0.86,
    newPerUser: 0.66,
    pagesPerSession: 3.6,
    durationSeconds: 175,
    conversion: 1.35,
  },
  social: {
    engagementRate: 0.41,
    usersPerSession: 0.92,
    newPerUser: 0.81,
    pagesPerSession: 1.9,
    durationSeconds: 70,
    conversion: 0.45,
  },
  email: {
    engagementRate: 0.71,
    usersPerSession: 0.8,
    newPerUser: 0.12,
    pagesPerSession: 3.9,
    durationSeconds: 210,
    conversion: 1.6,
  },
  paid: {
    engagementRate: 0.55,
    usersPerSession: 0.9,
    newPerUser: 0.76,
    pagesPerSession: 2.7,
    durationSeconds: 120,
    conversion: 1,
  },
  unassigned: {
    engagementRate: 0.22,
    usersPerSession: 0.95,
    newPerUser: 0.6,
    pagesPerSession: 1.4,
    durationSeconds: 35,
    conversion: 0.2,
  },
};

export const PROFILES: Record<BusinessKind, Profile> = {
  eshop: {
    kind: 'eshop',
    rows: [
      row('Organic Search', 'google', 'organic', 'organic', 0.36),
      row('Organic Search', 'seznam', 'organic', 'organic', 0.13),
      row('Organic Search', 'bing', 'organic', 'organic', 0.015),
      row('Direct', '(direct)', '(none)', 'direct', 0.2),
      row('Referral', 'heureka.cz', 'referral', 'referral', 0.07),
      row('Referral', 'zbozi.cz', 'referral', 'referral', 0.03),
      row('Organic Social', 'm.facebook.com', 'referral', 'social', 0.03),
      row('Organic Social', 'instagram.com', 'referral', 'social', 0.015),
      row('Email', 'newsletter', 'email', 'email', 0.05),
      row('Paid Social', 'facebook', 'paid', 'social', 0.04),
      row('Paid Search', 'sklik', 'cpc', 'paid', 0.05),
      row('Unassigned', '(not set)', '(not set)', 'unassigned', 0.01),
      ADS_ROWS.SEARCH,
      ADS_ROWS.SHOPPING,
      ADS_ROWS.PERFORMANCE_MAX,
      ADS_ROWS.DISPLAY,
    ],
    weekly: [1.0, 1.02, 0.97, 0.95, 0.9, 1.04, 1.2],
    yearly: [0.62, 0.7, 1.05, 1.45, 1.55, 1.3, 1.0, 0.92, 0.9, 0.8, 0.95, 1.15],
    holidayFactor: 0.8,
    keyEventRate: 0.019,
    secondaryKeyEventShare: 0,
    keyEventNames: ['purchase', 'begin_checkout'],
    thirdEventName: 'view_item',
    averageOrderValue: { CZK: 1850, EUR: 74 },
    devices: [0.37, 0.59, 0.04],
    landingPages: [
      '/',
      '/grily',
      '/sekacky',
      '/zahradni-nabytek',
      '/bazeny',
      '/akce',
      '/blog/jak-vybrat-gril',
      '/kontakt',
    ],
    landingWeightsPaid: [8, 24, 20, 18, 10, 16, 1, 1],
    landingWeightsOther: [34, 12, 10, 9, 6, 6, 18, 5],
    extraPages: ['/kosik', '/pokladna', '/dekujeme'],
  },
  b2b: {
    kind: 'b2b',
    rows: [
      row('Organic Search', 'google', 'organic', 'organic', 0.44),
      row('Organic Search', 'bing', 'organic', 'organic', 0.04),
      row('Organic Search', 'seznam', 'organic', 'organic', 0.02),
      row('Direct', '(direct)', '(none)', 'direct', 0.24),
      row('Referral', 'industry-portal.eu', 'referral', 'referral', 0.05),
      row('Organic Social', 'linkedin.com', 'referral', 'social', 0.06),
      row('Email', 'newsletter', 'email', 'email', 0.06),
      row('Paid Social', 'linkedin', 'paid', 'social', 0.07),
      row('Unassigned', '(not set)', '(not set)', 'unassigned', 0.02),
      ADS_ROWS.SEARCH,
      ADS_ROWS.DISPLAY,
    ],
    weekly: [1.15, 1.18, 1.14, 1.1, 0.95, 0.42, 0.36],
    yearly: [0.95, 1.05, 1.1, 1.05, 1.0, 0.95, 0.8, 0.7, 1.08, 1.12, 1.1, 0.85],
    holidayFactor: 0.35,
    keyEventRate: 0.011,
    secondaryKeyEventShare: 0.35,
    keyEventNames: ['generate_lead', 'request_quote'],
    thirdEventName: 'file_download',
    averageOrderValue: { CZK: 0, EUR: 0 },
    devices: [0.68, 0.3, 0.02],
    landingPages: [
      '/',
      '/products/connectors',
      '/products/cable-assemblies',
      '/custom-parts',
      '/case-studies',
      '/blog/ip67-explained',
      '/about',
      '/contact',
    ],
    landingWeightsPaid: [6, 30, 22, 20, 6, 2, 2, 12],
    landingWeightsOther: [30, 14, 10, 8, 8, 18, 5, 7],
    extraPages: ['/request-a-quote', '/downloads/catalogue', '/thank-you'],
  },
  local: {
    kind: 'local',
    rows: [
      row('Organic Search', 'google', 'organic', 'organic', 0.36),
      row('Organic Search', 'seznam', 'organic', 'organic', 0.19),
      row('Direct', '(direct)', '(none)', 'direct', 0.2),
      row('Referral', 'firmy.cz', 'referral', 'referral', 0.12),
      row('Referral', 'mapy.cz', 'referral', 'referral', 0.05),
      row('Organic Social', 'm.facebook.com', 'referral', 'social', 0.05),
      row('Unassigned', '(not set)', '(not set)', 'unassigned', 0.01),
      ADS_ROWS.SEARCH,
      ADS_ROWS.PERFORMANCE_MAX,
    ],
    weekly: [1.12, 1.06, 1.04, 1.0, 0.94, 0.82, 0.72],
    yearly: [1.35, 1.3, 1.1, 0.95, 0.85, 0.8, 0.82, 0.85, 0.95, 1.05, 1.2, 1.4],
    holidayFactor: 0.6,
    keyEventRate: 0.045,
    secondaryKeyEventShare: 0.55,
    keyEventNames: ['generate_lead', 'click_to_call'],
    thirdEventName: 'form_start',
    averageOrderValue: { CZK: 0, EUR: 0 },
    devices: [0.28, 0.69, 0.03],
    landingPages: [
      '/',
      '/havarijni-sluzba',
      '/topeni',
      '/koupelny',
      '/cenik',
      '/reference',
      '/kontakt',
    ],
    landingWeightsPaid: [10, 40, 18, 10, 12, 2, 8],
    landingWeightsOther: [36, 14, 10, 10, 12, 6, 12],
    extraPages: ['/objednavka', '/dekujeme'],
  },
};

/** Share of Ads clicks that become GA sessions, by campaign type. */
export const SESSIONS_PER_CLICK: Record<CampaignType, number> = {
  SEARCH: 0.91,
  SHOPPING: 0.87,
  PERFORMANCE_MAX: 0.82,
  DISPLAY: 0.64,
};
