import { DEFAULT_RULE_NAMES } from '@kampa/contracts/monitoring/rule';
import type { ChatLanguage } from './grammar';

/** How the offline analyst names things in its answers, per language. */
export const METRIC_NAMES: Record<ChatLanguage, Record<string, string>> = {
  cs: {
    sessions: 'Návštěvy',
    totalUsers: 'Uživatelé',
    newUsers: 'Noví uživatelé',
    screenPageViews: 'Zobrazení',
    engagedSessions: 'Zapojené návštěvy',
    engagementRate: 'Míra zapojení',
    keyEvents: 'Klíčové události',
    conversionRate: 'Míra klíčových událostí',
    totalRevenue: 'Tržby',
    cost: 'Náklady na reklamu',
    clicks: 'Prokliky',
    impressions: 'Zobrazení reklam',
    ctr: 'CTR',
    cpc: 'Prům. CPC',
    conversions: 'Konverze',
    cpa: 'CPA',
    conversionValue: 'Hodnota konverzí',
    roas: 'ROAS',
  },
  en: {
    sessions: 'Sessions',
    totalUsers: 'Users',
    newUsers: 'New users',
    screenPageViews: 'Views',
    engagedSessions: 'Engaged sessions',
    engagementRate: 'Engagement rate',
    keyEvents: 'Key events',
    conversionRate: 'Key event rate',
    totalRevenue: 'Revenue',
    cost: 'Ad cost',
    clicks: 'Clicks',
    impressions: 'Impressions',
    ctr: 'CTR',
    cpc: 'Avg. CPC',
    conversions: 'Conversions',
    cpa: 'CPA',
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

/** A breakdown after "by" / "podle" ("users by channel", "uživatelé podle kanálů"). */
export const BY_DIMENSION: Record<ChatLanguage, Record<string, string>> = {
  cs: {
    channel: 'kanálů',
    sourceMedium: 'zdrojů / médií',
    landingPage: 'vstupních stránek',
    device: 'zařízení',
    country: 'zemí',
  },
  en: {
    channel: 'channel',
    sourceMedium: 'source / medium',
    landingPage: 'landing page',
    device: 'device',
    country: 'country',
  },
};

export const RATE_METRICS = new Set(['engagementRate', 'conversionRate', 'ctr', 'roas']);
export const MONEY_METRICS = new Set(['totalRevenue', 'cost', 'cpc', 'cpa', 'conversionValue']);

export const PHRASES = {
  cs: {
    intro: 'Offline analytik (bez jazykového modelu, odpovídá jen na otázky, kterým rozumí):',
    compared: { previous_period: 'oproti předchozímu období', previous_year: 'meziročně' },
    days: 'Dny',
    monthNotOver: 'měsíc ještě neskončil: beru dny do včerejška',
    monthToday: 'je první den měsíce: beru jen dnešek, který ještě neskončil',
    assumedComparison: (days: string) =>
      `Srovnání jste neurčili: porovnávám s předchozím obdobím stejné délky (${days})`,
    versus: (first: string, second: string) => `${first} oproti ${second}`,
    versusLengths: (first: number, second: number) =>
      `Období mají různou délku (${first} a ${second} dní): změnu mezi nimi neuvádím, porovnávejte s rozmyslem`,
    noData: 'bez dat',
    notConnected: 'zdroj není připojen',
    partialDay: 'období končí dneškem, který ještě neskončil: jeho čísla nejsou úplná',
    comparePartial: (stored: string, days: string) =>
      `z ${days} porovnávaných dní je uloženo jen ${stored}: porovnávaná hodnota pokrývá jen je, a proto změnu neuvádím`,
    failed: 'Data se nepodařilo načíst',
    top: (dimension: string, metric: string) => `Nejlepší ${dimension} podle metriky ${metric}`,
    total: 'celkem',
    campaigns: (metric: string, order: string) =>
      `Kampaně seřazené podle ${metric} (${order === 'desc' ? 'od nejvyšší' : 'od nejnižší'})`,
    noCampaigns: 'V tomto období nemá data žádná kampaň.',
    campaign: (name: string) => `Kampaň ${name}:`,
    severalCampaigns: 'Názvu odpovídá víc kampaní, uvádím každou zvlášť (žádnou nevybírám za vás).',
    noCampaignNamed: (names: string) =>
      names
        ? `Žádná kampaň s daty v těchto dnech se takto nejmenuje, a tak čísla jiné kampaně neuvádím. Kampaně s daty: ${names}.`
        : 'Žádná kampaň s daty v těchto dnech se takto nejmenuje; v těchto dnech nemá data žádná kampaň.',
    usersUnavailable: (metric: string, dimension: string) =>
      `${metric} podle ${dimension} nejsou pro tyto dny k dispozici: Google počítá každého uživatele za celé období jen jednou, takže se denní řádky nedají sečíst, a Kampa ukládá přesné počty uživatelů jen za celý web. Místo nich nabízím návštěvy:`,
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
    causeDimensions: { channel: 'kanál', campaign: 'kampaň', page: 'stránka' },
    ruleNames: {
      tracking_stopped: 'Měření se zastavilo',
      key_events_drop: 'Pokles klíčových událostí',
      spend_spike: 'Skok v nákladech na reklamu',
      cpa_rise: 'Růst CPA',
      search_clicks_drop: 'Pokles kliků z vyhledávání',
    },
    lastSync: 'poslední synchronizace',
    stored: 'uložené dny',
    never: 'zatím nikdy',
    sources: { analytics: 'Google Analytics', ads: 'Google Ads' },
    estimate: 'odhad',
    changes: {
      paused: 'pozastavena',
      enabled: 'spuštěna',
      removed: 'odstraněna',
      budget_changed: 'změna rozpočtu',
      bid_changed: 'změna nabídek',
      other: 'jiná změna',
      connected: 'připojeno',
      disconnected: 'odpojeno',
      reconnect_needed: 'je třeba znovu připojit',
      fired: 'spuštěno',
      resolved: 'vyřešeno',
      succeeded: 'proběhla',
      failed: 'selhala',
    },
    budgets: {
      title: 'Rozpočty Google Ads',
      none: 'Projekt nemá nastavený žádný rozpočet: nastavíte ho na obrazovce Reklamy.',
      notConnected: 'Google Ads není připojeno, a tak rozpočty nemají z čeho počítat útratu.',
      status: { under: 'pod plánem', on_track: 'podle plánu', over: 'nad plánem' },
      spent: (spent: string, amount: string, share: string, elapsed: string, total: string) =>
        `utraceno ${spent} z ${amount} (${share}) za ${elapsed} z ${total} dní`,
      expected: (expected: string) => `podle rovnoměrného plánu mělo být ${expected}`,
      projected: (projected: string, low: string, high: string, status: string) =>
        `odhad na konec období ${projected} (${low} až ${high}): ${status}`,
      needed: (needed: string) => `aby rozpočet vyšel přesně, je třeba utrácet ${needed} denně`,
      upcoming: (from: string, amount: string) => `začíná ${from}, rozpočet ${amount}`,
      ended: (spent: string, amount: string, share: string) =>
        `skončil: utraceno ${spent} z ${amount} (${share})`,
      unsettled: (from: string) => `dny od ${from} může Google ještě opravit`,
      today: 'Dnešní útrata se započítá, až den skončí.',
    },
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
      'Jak jsme na tom s rozpočtem?',
    ],
  },
  en: {
    intro: 'Offline analyst (no language model; it answers only the questions it understands):',
    compared: { previous_period: 'against the previous period', previous_year: 'year over year' },
    days: 'Days',
    monthNotOver: 'the month is not over: I took the days up to yesterday',
    monthToday: 'it is the first of the month: I took today alone, which is not over yet',
    assumedComparison: (days: string) =>
      `You named no comparison: I compared with the previous period of the same length (${days})`,
    versus: (first: string, second: string) => `${first} versus ${second}`,
    versusLengths: (first: number, second: number) =>
      `The ranges differ in length (${first} and ${second} days): I state no change between them, compare with care`,
    noData: 'no data',
    notConnected: 'the source is not connected',
    partialDay: 'the range ends today, which is not over yet: its numbers are partial',
    comparePartial: (stored: string, days: string) =>
      `only ${stored} of the ${days} compared days are stored: the compared value covers those alone, so I state no change`,
    failed: 'The data could not be read',
    top: (dimension: string, metric: string) => `Top ${dimension} by ${metric}`,
    total: 'total',
    campaigns: (metric: string, order: string) =>
      `Campaigns by ${metric} (${order === 'desc' ? 'highest first' : 'lowest first'})`,
    noCampaigns: 'No campaign has data in this range.',
    campaign: (name: string) => `Campaign ${name}:`,
    severalCampaigns: 'The name fits several campaigns; each is listed (none is picked for you).',
    noCampaignNamed: (names: string) =>
      names
        ? `No campaign with data in these days has that name, so no other campaign's numbers are given. Campaigns with data: ${names}.`
        : 'No campaign with data in these days has that name; no campaign has data in these days.',
    usersUnavailable: (metric: string, dimension: string) =>
      `${metric} by ${dimension} are not available for these days: Google counts each user once per range, so daily rows cannot be added up, and Kampa stores exact user counts only for the whole site. Sessions instead:`,
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
    causeDimensions: { channel: 'channel', campaign: 'campaign', page: 'page' },
    ruleNames: DEFAULT_RULE_NAMES,
    lastSync: 'last synced',
    stored: 'days stored',
    never: 'not yet',
    sources: { analytics: 'Google Analytics', ads: 'Google Ads' },
    estimate: 'estimate',
    changes: {
      paused: 'paused',
      enabled: 'enabled',
      removed: 'removed',
      budget_changed: 'budget changed',
      bid_changed: 'bids changed',
      other: 'other change',
      connected: 'connected',
      disconnected: 'disconnected',
      reconnect_needed: 'reconnect needed',
      fired: 'fired',
      resolved: 'resolved',
      succeeded: 'succeeded',
      failed: 'failed',
    },
    budgets: {
      title: 'Google Ads budgets',
      none: 'The project has no budget set: set one on the Ads screen.',
      notConnected: 'Google Ads is not connected, so the budgets have no spend to count.',
      status: { under: 'under budget', on_track: 'on track', over: 'over budget' },
      spent: (spent: string, amount: string, share: string, elapsed: string, total: string) =>
        `spent ${spent} of ${amount} (${share}) in ${elapsed} of ${total} days`,
      expected: (expected: string) => `an even plan expected ${expected} by now`,
      projected: (projected: string, low: string, high: string, status: string) =>
        `projected at the end: ${projected} (${low} to ${high}): ${status}`,
      needed: (needed: string) => `to land on the budget, spend ${needed} a day`,
      upcoming: (from: string, amount: string) => `starts on ${from}, budget ${amount}`,
      ended: (spent: string, amount: string, share: string) =>
        `ended: spent ${spent} of ${amount} (${share})`,
      unsettled: (from: string) => `Google may still revise the days from ${from}`,
      today: "Today's spend counts once the day is over.",
    },
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
      'How is the budget pacing?',
    ],
  },
} as const;
