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
    partialDay: 'období končí dneškem, který ještě neskončil: jeho čísla nejsou úplná',
    failed: 'Data se nepodařilo načíst',
    top: (dimension: string, metric: string) => `Nejlepší ${dimension} podle metriky ${metric}`,
    total: 'celkem',
    campaigns: (metric: string, order: string) =>
      `Kampaně seřazené podle ${metric} (${order === 'desc' ? 'od nejvyšší' : 'od nejnižší'})`,
    noCampaigns: 'V tomto období nemá data žádná kampaň.',
    events: 'Události',
    noEvents: 'V tomto období nejsou žádné události.',
    setup: 'Zdroje dat projektu',
    alerts: 'Upozornění z monitoringu',
    noAlerts: 'Žádné aktivní upozornění: pravidla monitoringu nic nehlásí.',
    alertStates: {
      open: 'otevřené',
      acknowledged: 'potvrzené',
      snoozed: 'odložené',
      resolved: 'vyřešené',
    },
    baseline: 'obvykle',
    cause: 'pravděpodobná příčina',
    lastSync: 'poslední synchronizace',
    stored: 'uložené dny',
    never: 'zatím nikdy',
    sources: { analytics: 'Google Analytics', ads: 'Google Ads' },
    estimate: 'odhad',
    why: {
      events: 'V těchto dnech časová osa zaznamenala',
      alerts: 'Monitoring v těchto dnech hlásil',
      caveat:
        'Je to jen souvislost v čase, ne prokázaná příčina: ověřte ji v přehledu a v časové ose.',
      nothing:
        'Časová osa ani monitoring v těchto dnech nic nezaznamenaly, takže příčinu z dat neurčím.',
    },
    unknown:
      'Jsem offline analytik (není nastaven žádný jazykový model) a této otázce nerozumím. Nehádám. Rozumím otázkám jako:',
    examples: [
      'Kolik jsme měli návštěv minulý týden?',
      'Jaká byla útrata od začátku roku meziročně?',
      'Které kanály přivedly nejvíc konverzí tento měsíc?',
      'Která kampaň má nejhorší CPA minulý měsíc?',
      'Co se stalo minulý měsíc?',
      'Kdy proběhla poslední synchronizace?',
      'Jaká máme otevřená upozornění?',
    ],
  },
  en: {
    intro: 'Offline analyst (no language model; it answers only the questions it understands):',
    compared: { previous_period: 'against the previous period', previous_year: 'year over year' },
    noData: 'no data',
    notConnected: 'the source is not connected',
    partialDay: 'the range ends today, which is not over yet: its numbers are partial',
    failed: 'The data could not be read',
    top: (dimension: string, metric: string) => `Top ${dimension} by ${metric}`,
    total: 'total',
    campaigns: (metric: string, order: string) =>
      `Campaigns by ${metric} (${order === 'desc' ? 'highest first' : 'lowest first'})`,
    noCampaigns: 'No campaign has data in this range.',
    events: 'Events',
    noEvents: 'There are no events in this range.',
    setup: "The project's data sources",
    alerts: 'Alerts from monitoring',
    noAlerts: 'No active alerts: the monitoring rules report nothing.',
    alertStates: {
      open: 'open',
      acknowledged: 'acknowledged',
      snoozed: 'snoozed',
      resolved: 'resolved',
    },
    baseline: 'usually',
    cause: 'likely cause',
    lastSync: 'last synced',
    stored: 'days stored',
    never: 'not yet',
    sources: { analytics: 'Google Analytics', ads: 'Google Ads' },
    estimate: 'estimate',
    why: {
      events: 'In these days the timeline recorded',
      alerts: 'In these days monitoring reported',
      caveat:
        'These only happened at the same time; they are not a proven cause: check them on the dashboard and the timeline.',
      nothing:
        'Neither the timeline nor monitoring recorded anything in these days, so the data do not tell why.',
    },
    unknown:
      "I'm the offline analyst (no language model is configured) and I don't understand this question, so I won't guess. I understand questions like:",
    examples: [
      'How many sessions did we have last week?',
      'What was the cost year to date, year over year?',
      'Which channels brought the most key events this month?',
      'Which campaign has the worst CPA last month?',
      'What happened last month?',
      'When was the data last synced?',
      'Which alerts are open?',
    ],
  },
} as const;
