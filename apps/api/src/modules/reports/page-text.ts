import { DEFAULT_RULE_NAMES } from '@kampa/contracts/monitoring/rule';
import type { TReportLanguage, TReportSection } from '@kampa/contracts/reports/report';
import type { TTargetStatus } from '@kampa/contracts/targets/target';

/** The report page's words in Czech and English (the page is the API's own document). */
export type PageText = {
  locale: string;
  sections: Record<TReportSection, string>;
  metrics: Record<string, string>;
  comparedWith: { previous_period: string; previous_year: string };
  previous: string;
  noData: string;
  notConnected: string;
  dateColumn: string;
  totalRow: string;
  otherRow: string;
  channel: string;
  landingPage: string;
  campaign: string;
  severity: Record<'critical' | 'warning' | 'info', string>;
  /** The alerts table's column of severities. */
  severityColumn: string;
  /** The default rules' names (stored in English) in the page's language. */
  ruleNames: Record<keyof typeof DEFAULT_RULE_NAMES, string>;
  alertValue: string;
  baseline: string;
  rule: string;
  trendOf: (metric: string) => string;
  tableOf: (metric: string) => string;
  noEvents: string;
  noAlerts: string;
  /** The Search Console section. */
  search: {
    notConnected: string;
    noDays: string;
    query: string;
    page: string;
    topQueries: string;
    topPages: string;
  };
  /** The monthly targets' section. */
  targets: {
    metric: string;
    target: string;
    expected: string;
    actual: string;
    atMost: string;
    atLeast: string;
    status: Record<TTargetStatus, string>;
    /** The targets table's column of statuses. */
    statusColumn: string;
    none: (month: string) => string;
    /** The days the numbers count: part of the month, or all of it once it is over. */
    counted: (month: string, from: string, to: string) => string;
    wholeMonth: (month: string) => string;
    notYet: (month: string) => string;
    partial: (metric: string, held: number, counted: number) => string;
  };
  /** Where a summary line's numbers come from: a section of the page, or a dashboard. */
  summarySource: {
    link: (section: string) => string;
    elsewhere: (dashboard: string) => string;
    dashboards: Record<TReportSection, string>;
  };
  campaignChange: string;
  unsettled: (date: string) => string;
  generated: (when: string) => string;
  print: string;
  passwordTitle: string;
  passwordLabel: string;
  passwordSubmit: string;
  passwordWrong: string;
  locked: string;
  notFoundTitle: string;
  notFoundBody: string;
  /** The PDF's footer: "Page {n} of {total}" around Chromium's page numbers. */
  pdfPage: [string, string];
  /** The report's e-mail. */
  mail: {
    subject: (title: string, period: string) => string;
    intro: (project: string, period: string) => string;
    keyNumbers: string;
    openReport: string;
    linkExpires: (date: string) => string;
    /** What the preview shows instead of a recipient's own link. */
    linkPlaceholder: string;
    attached: string;
    footer: string;
  };
};

const cs: PageText = {
  locale: 'cs-CZ',
  sections: {
    kpis: 'Hlavní čísla',
    trend: 'Vývoj',
    channels: 'Kanály',
    landingPages: 'Vstupní stránky',
    campaigns: 'Kampaně',
    search: 'Vyhledávání Google',
    targets: 'Měsíční cíle',
    events: 'Události',
    alerts: 'Upozornění',
    summary: 'Shrnutí',
  },
  metrics: {
    sessions: 'Návštěvy',
    totalUsers: 'Uživatelé',
    keyEvents: 'Klíčové události',
    totalRevenue: 'Tržby',
    cost: 'Náklady na reklamu',
    conversions: 'Konverze',
    conversionValue: 'Hodnota konverzí',
    cpa: 'Cena za konverzi',
    roas: 'ROAS',
    clicks: 'Prokliky',
    impressions: 'Zobrazení',
    ctr: 'CTR',
    position: 'Průměrná pozice',
  },
  comparedWith: {
    previous_period: 've srovnání s předchozím obdobím',
    previous_year: 've srovnání se stejným obdobím loni',
  },
  previous: 'dříve',
  noData: 'Za toto období nejsou data.',
  notConnected: 'Zdroj dat není připojen.',
  dateColumn: 'Období',
  totalRow: 'Celkem',
  otherRow: 'Ostatní',
  channel: 'Kanál',
  landingPage: 'Stránka',
  campaign: 'Kampaň',
  severity: { critical: 'kritické', warning: 'varování', info: 'informace' },
  severityColumn: 'Závažnost',
  ruleNames: {
    tracking_stopped: 'Měření se zastavilo',
    key_events_drop: 'Pokles klíčových událostí',
    spend_spike: 'Skok v nákladech na reklamu',
    cpa_rise: 'Růst CPA',
    search_clicks_drop: 'Pokles kliků z vyhledávání',
  },
  alertValue: 'Hodnota',
  baseline: 'Obvykle',
  rule: 'Pravidlo',
  trendOf: (metric) => `Graf: ${metric} po dnech`,
  tableOf: (metric) => `${metric}: tabulka hodnot`,
  noEvents: 'V tomto období se nic nestalo.',
  noAlerts: 'V tomto období nebylo žádné upozornění.',
  search: {
    notConnected: 'Search Console není k projektu připojen.',
    noDays: 'Search Console za toto období nemá žádná data.',
    query: 'Dotaz',
    page: 'Stránka',
    topQueries: 'Nejčastější dotazy',
    topPages: 'Nejnavštěvovanější stránky z vyhledávání',
  },
  targets: {
    metric: 'Ukazatel',
    target: 'Cíl na měsíc',
    expected: 'Očekáváno dosud',
    actual: 'Skutečnost',
    atMost: 'nejvýše',
    atLeast: 'alespoň',
    status: { on_track: 'podle plánu', behind: 'pozadu', no_data: 'zatím bez dat' },
    statusColumn: 'Stav',
    none: (month) => `Na ${month} nejsou nastaveny žádné cíle.`,
    counted: (month, from, to) => `${month}: čísla za dny ${from} – ${to}.`,
    wholeMonth: (month) => `${month}: čísla za celý měsíc.`,
    notYet: (month) => `${month}: ještě neskončil žádný den měsíce.`,
    partial: (metric, held, counted) => `${metric}: data jen za ${held} z ${counted} dní.`,
  },
  summarySource: {
    link: (section) => `↓ ${section}`,
    elsewhere: (dashboard) => `(zdroj: ${dashboard})`,
    dashboards: {
      kpis: 'přehled v aplikaci Kampa',
      trend: 'přehled v aplikaci Kampa',
      channels: 'Analytics, kanály',
      landingPages: 'Analytics, vstupní stránky',
      campaigns: 'Google Ads, kampaně',
      search: 'Search Console',
      targets: 'měsíční cíle v aplikaci Kampa',
      events: 'časová osa projektu',
      alerts: 'upozornění v aplikaci Kampa',
      summary: 'shrnutí',
    },
  },
  campaignChange: 'Změna kampaně',
  unsettled: (date) => `Čísla od ${date} se ještě mohou změnit (Google je dopočítává).`,
  generated: (when) => `Vytvořeno ${when} v aplikaci Kampa`,
  print: 'Vytisknout',
  passwordTitle: 'Tento přehled je chráněn heslem',
  passwordLabel: 'Heslo',
  passwordSubmit: 'Zobrazit přehled',
  passwordWrong: 'Heslo nesouhlasí.',
  locked: 'Příliš mnoho pokusů. Zkuste to znovu za chvíli.',
  notFoundTitle: 'Přehled nenalezen',
  notFoundBody: 'Odkaz neplatí: mohl vypršet nebo být zrušen.',
  pdfPage: ['Strana', 'z'],
  mail: {
    subject: (title, period) => `${title}: ${period}`,
    intro: (project, period) => `Posíláme přehled webu ${project} za období ${period}.`,
    keyNumbers: 'Hlavní čísla',
    openReport: 'Celý přehled s grafy a tabulkami',
    linkExpires: (date) => `Odkaz platí do ${date}.`,
    linkPlaceholder: '(každý příjemce dostane vlastní odkaz)',
    attached: 'Přehled je přiložen také jako PDF.',
    footer: 'Odesláno z aplikace Kampa.',
  },
};

const en: PageText = {
  locale: 'en-GB',
  sections: {
    kpis: 'Headline numbers',
    trend: 'Trend',
    channels: 'Channels',
    landingPages: 'Landing pages',
    campaigns: 'Campaigns',
    search: 'Google Search',
    targets: 'Monthly targets',
    events: 'Events',
    alerts: 'Alerts',
    summary: 'Summary',
  },
  metrics: {
    sessions: 'Sessions',
    totalUsers: 'Users',
    keyEvents: 'Key events',
    totalRevenue: 'Revenue',
    cost: 'Ad cost',
    conversions: 'Conversions',
    conversionValue: 'Conversion value',
    cpa: 'Cost per conversion',
    roas: 'ROAS',
    clicks: 'Clicks',
    impressions: 'Impressions',
    ctr: 'CTR',
    position: 'Average position',
  },
  comparedWith: {
    previous_period: 'compared with the previous period',
    previous_year: 'compared with the same period last year',
  },
  previous: 'before',
  noData: 'No data for this period.',
  notConnected: 'The data source is not connected.',
  dateColumn: 'Period',
  totalRow: 'Total',
  otherRow: 'Other',
  channel: 'Channel',
  landingPage: 'Page',
  campaign: 'Campaign',
  severity: { critical: 'critical', warning: 'warning', info: 'info' },
  severityColumn: 'Severity',
  ruleNames: DEFAULT_RULE_NAMES,
  alertValue: 'Value',
  baseline: 'Usual',
  rule: 'Rule',
  trendOf: (metric) => `Chart: ${metric} over time`,
  tableOf: (metric) => `${metric}: table of values`,
  noEvents: 'Nothing happened in this period.',
  noAlerts: 'No alerts in this period.',
  search: {
    notConnected: 'Search Console is not connected to this project.',
    noDays: 'Search Console holds no data for this period.',
    query: 'Query',
    page: 'Page',
    topQueries: 'Top queries',
    topPages: 'Top pages from search',
  },
  targets: {
    metric: 'Metric',
    target: "Month's target",
    expected: 'Expected by now',
    actual: 'Actual',
    atMost: 'at most',
    atLeast: 'at least',
    status: { on_track: 'on track', behind: 'behind', no_data: 'no data yet' },
    statusColumn: 'Status',
    none: (month) => `No targets are set for ${month}.`,
    counted: (month, from, to) => `${month}: numbers for ${from} – ${to}.`,
    wholeMonth: (month) => `${month}: numbers for the whole month.`,
    notYet: (month) => `${month}: no day of the month is over yet.`,
    partial: (metric, held, counted) => `${metric}: data for only ${held} of ${counted} days.`,
  },
  summarySource: {
    link: (section) => `↓ ${section}`,
    elsewhere: (dashboard) => `(source: ${dashboard})`,
    dashboards: {
      kpis: "Kampa's overview",
      trend: "Kampa's overview",
      channels: 'Analytics, channels',
      landingPages: 'Analytics, landing pages',
      campaigns: 'Google Ads, campaigns',
      search: 'Search Console',
      targets: 'monthly targets in Kampa',
      events: "the project's timeline",
      alerts: 'alerts in Kampa',
      summary: 'summary',
    },
  },
  campaignChange: 'Campaign change',
  unsettled: (date) => `Numbers from ${date} may still change (Google is still counting them).`,
  generated: (when) => `Made ${when} with Kampa`,
  print: 'Print',
  passwordTitle: 'This report is protected by a password',
  passwordLabel: 'Password',
  passwordSubmit: 'Show the report',
  passwordWrong: 'The password does not match.',
  locked: 'Too many tries. Try again in a while.',
  notFoundTitle: 'Report not found',
  notFoundBody: 'The link does not work: it may have expired or been revoked.',
  pdfPage: ['Page', 'of'],
  mail: {
    subject: (title, period) => `${title}: ${period}`,
    intro: (project, period) => `Here is the report of ${project} for ${period}.`,
    keyNumbers: 'Headline numbers',
    openReport: 'The whole report with its charts and tables',
    linkExpires: (date) => `The link works until ${date}.`,
    linkPlaceholder: '(each recipient gets a link of their own)',
    attached: 'The report is also attached as a PDF.',
    footer: 'Sent with Kampa.',
  },
};

export const pageTextOf = (language: TReportLanguage): PageText => (language === 'cs' ? cs : en);
