import type { ChatLanguage } from './grammar';

/** How the offline analyst names things in its answers, per language. */
export const METRIC_NAMES: Record<ChatLanguage, Record<string, string>> = {
  cs: {
    sessions: 'Návštěvy',
    totalUsers: 'Uživatelé',
    newUsers: 'Noví uživatelé',
    screenPageViews: 'Zobrazení stránek',
    engagedSessions: 'Zapojené návštěvy',
    engagementRate: 'Míra zapojení',
    keyEvents: 'Konverze (klíčové události)',
    conversionRate: 'Konverzní poměr',
    totalRevenue: 'Tržby',
    cost: 'Útrata',
    clicks: 'Prokliky',
    impressions: 'Zobrazení reklam',
    ctr: 'CTR',
    cpc: 'CPC',
    conversions: 'Konverze v Google Ads',
    cpa: 'CPA (cena za konverzi)',
    conversionValue: 'Hodnota konverzí',
    roas: 'ROAS',
  },
  en: {
    sessions: 'Sessions',
    totalUsers: 'Users',
    newUsers: 'New users',
    screenPageViews: 'Page views',
    engagedSessions: 'Engaged sessions',
    engagementRate: 'Engagement rate',
    keyEvents: 'Key events',
    conversionRate: 'Conversion rate',
    totalRevenue: 'Revenue',
    cost: 'Cost',
    clicks: 'Clicks',
    impressions: 'Impressions',
    ctr: 'CTR',
    cpc: 'CPC',
    conversions: 'Google Ads conversions',
    cpa: 'CPA (cost per conversion)',
    conversionValue: 'Conversion value',
    roas: 'ROAS',
  },
};

export const DIMENSION_NAMES: Record<ChatLanguage, Record<string, string>> = {
  cs: {
    channel: 'kanály',
    sourceMedium: 'zdroje / média',
    landingPage: 'vstupní stránky',
    device: 'zařízení',
    country: 'země',
  },
  en: {
    channel: 'channels',
    sourceMedium: 'sources / media',
    landingPage: 'landing pages',
    device: 'devices',
    country: 'countries',
  },
};

export const RATE_METRICS = new Set(['engagementRate', 'conversionRate', 'ctr', 'roas']);
export const MONEY_METRICS = new Set(['totalRevenue', 'cost', 'cpc', 'cpa', 'conversionValue']);

export const PHRASES = {
  cs: {
    intro: 'Offline analytik (bez jazykového modelu, odpovídá jen na otázky, kterým rozumí):',
    compared: { previous_period: 'oproti předchozímu období', previous_year: 'meziročně' },
    noData: 'bez dat',
    notConnected: 'zdroj není připojen',
    failed: 'Data se nepodařilo načíst',
    top: (dimension: string, metric: string) => `Nejlepší ${dimension} podle metriky ${metric}`,
    total: 'celkem',
    campaigns: (metric: string, order: string) =>
      `Kampaně seřazené podle ${metric} (${order === 'desc' ? 'od nejvyšší' : 'od nejnižší'})`,
    noCampaigns: 'V tomto období nemá data žádná kampaň.',
    events: 'Události',
    noEvents: 'V tomto období nejsou žádné události.',
    setup: 'Zdroje dat projektu',
    lastSync: 'poslední synchronizace',
    stored: 'uložené dny',
    never: 'zatím nikdy',
    sources: { analytics: 'Google Analytics', ads: 'Google Ads' },
    estimate: 'odhad',
    unknown:
      'Jsem offline analytik (není nastaven žádný jazykový model) a této otázce nerozumím. Nehádám. Rozumím otázkám jako:',
    examples: [
      'Kolik jsme měli návštěv minulý týden?',
      'Jaká byla útrata od začátku roku meziročně?',
      'Které kanály přivedly nejvíc konverzí tento měsíc?',
      'Která kampaň má nejhorší CPA minulý měsíc?',
      'Co se stalo minulý měsíc?',
      'Kdy proběhla poslední synchronizace?',
    ],
  },
  en: {
    intro: 'Offline analyst (no language model; it answers only the questions it understands):',
    compared: { previous_period: 'against the previous period', previous_year: 'year over year' },
    noData: 'no data',
    notConnected: 'the source is not connected',
    failed: 'The data could not be read',
    top: (dimension: string, metric: string) => `Top ${dimension} by ${metric}`,
    total: 'total',
    campaigns: (metric: string, order: string) =>
      `Campaigns by ${metric} (${order === 'desc' ? 'highest first' : 'lowest first'})`,
    noCampaigns: 'No campaign has data in this range.',
    events: 'Events',
    noEvents: 'There are no events in this range.',
    setup: "The project's data sources",
    lastSync: 'last synced',
    stored: 'days stored',
    never: 'not yet',
    sources: { analytics: 'Google Analytics', ads: 'Google Ads' },
    estimate: 'estimate',
    unknown:
      "I'm the offline analyst (no language model is configured) and I don't understand this question, so I won't guess. I understand questions like:",
    examples: [
      'How many sessions did we have last week?',
      'What was the cost year to date, year over year?',
      'Which channels brought the most key events this month?',
      'Which campaign has the worst CPA last month?',
      'What happened last month?',
      'When was the data last synced?',
    ],
  },
} as const;
