import type { TAnalyticsDimension } from '@kampa/contracts/analytics/analytics-metrics';
import type { TAdsMetric } from '@kampa/contracts/ads/ads-metrics';
import type { Comparison } from '@kampa/contracts/common/date-range';
import {
  isAdsMetric,
  TOP_VALUE_METRICS,
  type ChatMetric,
  type ChatPeriod,
  type TopValueMetric,
} from '../tool-args';

/**
 * The offline analyst's grammar: a question is metric × period × comparison × breakdown × source,
 * in Czech or English, matched on the text without diacritics by word stems, so inflected forms
 * ("návštěv", "návštěvám", "konverzí") match too. What it does not recognise it does not guess:
 * the question is `unknown`. The full list of words is in this file's tables (and the README).
 */
export type ChatLanguage = 'cs' | 'en';

/**
 * The days a question names: a named period, the last N days (weeks are 7 days each), or a
 * calendar month (`YYYY-MM`, or `MM` for its latest occurrence). One of them at most.
 */
export type RangeSpec = { period?: ChatPeriod; lastDays?: number; month?: string };

/**
 * The question's days and what to compare them with. `compareNamed` is false when the question
 * named no comparison (the answer then says which one it took); `versus` holds the second range of
 * "this month versus last month", answered side by side.
 */
type Range = RangeSpec & { compare: Comparison; compareNamed: boolean; versus?: RangeSpec };

export type Intent =
  | ({ kind: 'metrics'; metrics: ChatMetric[] } & Range)
  /** "Why did … change": the metrics, then the timeline and the alerts of the same days. */
  | ({ kind: 'why'; metrics: ChatMetric[] } & Range)
  /**
   * A breakdown by a metric. `unavailable`: the question asked for distinct users by the
   * breakdown, which the synced copy does not hold; the answer says so and offers `metric`.
   */
  | ({
      kind: 'top';
      dimension: TAnalyticsDimension;
      metric: TopValueMetric;
      unavailable?: 'totalUsers' | 'newUsers';
    } & Range)
  | ({ kind: 'campaigns'; sortBy: TAdsMetric; order: 'asc' | 'desc' } & Range)
  /**
   * One campaign named in the question: `campaign` is the name as typed (normalized), which the
   * campaigns tool matches against the project's campaigns.
   */
  | ({ kind: 'campaign'; campaign: string; metrics: TAdsMetric[] } & Range)
  | ({ kind: 'events' } & Range)
  | { kind: 'setup' }
  | { kind: 'alerts' }
  /** "How are we doing on the budget?": each Ads budget's pacing this cycle. */
  | { kind: 'budgets' }
  /**
   * "Which queries lost the most clicks last month?": Search Console's queries or pages, the top
   * ones or the largest fall or rise of clicks (or impressions) against the compared days.
   */
  | ({
      kind: 'search';
      dimension: 'query' | 'page';
      metric: 'clicks' | 'impressions';
      rank: 'top' | 'lost' | 'gained';
    } & Range)
  | { kind: 'unknown' };

export type ParsedQuestion = { language: ChatLanguage; intent: Intent };

/** Lower case, no diacritics, punctuation as spaces, single spaces. */
export const normalize = (text: string): string =>
  ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9%/]+/g, ' ')
    .trim()} `;

const CZECH_LETTERS = /[ěščřžýáíéůúťďň]/i;
const CZECH_WORDS =
  / (jak\w*|kolik|kolika|kdy|kde|proc|se|je|jsou|nas|nam|byl[aoy]?|bylo|mame|meli|jsme|minul\w*|tyden|mesic\w*|navstev\w*|konverz\w*|utrat\w*|naklad\w*|podle|ktera|ktere|ktery|co|za|od|letos|vcera|naposledy|nejvic\w*|nejlepsi\w*|nejhorsi\w*|kampan\w*|zdroj\w*|trzb\w*|uzivatel\w*|upozorn\w*|synchronizov\w*|zarizeni|kanal\w*) /;

export const detectLanguage = (text: string): ChatLanguage =>
  CZECH_LETTERS.test(text) || CZECH_WORDS.test(normalize(text)) ? 'cs' : 'en';

type Rule<T> = { pattern: RegExp; value: T };

/** Specific phrases first: a phrase consumed by one rule is not read again by a later one. */
const METRIC_RULES: Rule<ChatMetric | 'conversionsAny' | 'revenueAny'>[] = [
  {
    pattern:
      / (cpa|cost per (conversion|acquisition|lead)|cen\w* za konverz\w*|stal\w* (nas )?(jedna |jedn\w* )?konverz\w*)/g,
    value: 'cpa',
  },
  {
    pattern:
      / (cpc|cost per click|cen\w* za (pro)?klik\w*|stal\w* (nas )?(jeden |jedn\w* )?(pro)?klik\w*)/g,
    value: 'cpc',
  },
  { pattern: / (ctr|click ?through( rate)?|mir\w* prokliku)/g, value: 'ctr' },
  { pattern: / (roas|return on ad spend|navratnost\w*)/g, value: 'roas' },
  {
    pattern: / (conversion ?value\w*|value of conversions|hodnot\w* konverz\w*)/g,
    value: 'conversionValue',
  },
  {
    pattern: / (conversion rate\w*|konverzni\w* (pomer|mir)\w*|mir\w* konverz\w*)/g,
    value: 'conversionRate',
  },
  {
    pattern: / (engagement rate\w*|mir\w* zapojeni|zapojenost\w*)/g,
    value: 'engagementRate',
  },
  {
    pattern: / (engaged sessions?|zapojen\w* (navstev|relac)\w*)/g,
    value: 'engagedSessions',
  },
  {
    pattern: / (new (users?|visitors?)|nov\w* (uzivatel|navstevni)\w*)/g,
    value: 'newUsers',
  },
  {
    pattern: / (page ?views?|pageviews|screen ?views?|zobrazeni stran\w*|zhlednuti)/g,
    value: 'screenPageViews',
  },
  { pattern: / (impressions?|imprese|zobrazeni reklam\w*)/g, value: 'impressions' },
  { pattern: / (clicks?|klik\w*|proklik\w*)/g, value: 'clicks' },
  // "Kolik stála kampaň …", "how much did … cost"
  { pattern: /(?<= (kolik|how much)( nas)?) stal\w*/g, value: 'cost' },
  {
    pattern: / (cost|costs|spend|spent|spending|ad spend|utrat\w*|utratil\w*|naklad\w*|vydaj\w*)/g,
    value: 'cost',
  },
  {
    pattern: / (key events?|klicov\w* udalost\w*|conversions?|konverz\w*)/g,
    value: 'conversionsAny',
  },
  {
    pattern: / (revenue|sales|income|trzb\w*|prijm\w*|obrat\w*|prodej\w*)/g,
    value: 'revenueAny',
  },
  { pattern: / (users?|visitors?|people|uzivatel\w*|navstevni\w*|lid[ie]) /g, value: 'totalUsers' },
  {
    pattern: / (sessions?|visits?|traffic|navstev(?!ni)\w*|relac\w*|navstevnost\w*)/g,
    value: 'sessions',
  },
];

const ADS_WORDS = / (ads|google ads|adwords|ppc|reklam\w*|placen\w*|paid|kampan\w*|campaigns?) /;
const ANALYTICS_WORDS = / (analytics|ga4|ga|web\w*|site|webu) /;
const SUMMARY_WORDS =
  / (prehled\w*|shrnuti|souhrn\w*|overview|summary|summarize|jak (jsme na tom|se (nam )?dari|to jde)|how (are|were|did) we|how is it going|kpis?|metrik\w*|cisla) /;

const PERIOD_RULES: Rule<ChatPeriod>[] = [
  { pattern: / (vcera|vcerejs\w*|yesterday)/g, value: 'yesterday' },
  { pattern: / ((minul|predchoz|posledn)\w* tyd\w*|last week|previous week)/g, value: 'last_week' },
  {
    pattern: / ((tento|tenhle|tomto|tomhle|letosni) tyd\w*|this week|week to date)/g,
    value: 'this_week',
  },
  { pattern: / ((minul|predchoz)\w* mesic\w*|last month|previous month)/g, value: 'last_month' },
  {
    pattern: / ((tento|tenhle|tomto|tomhle) mesic\w*|this month|month to date|mtd)/g,
    value: 'this_month',
  },
  {
    pattern:
      / (od zacatku roku|letos\w*|(tento|tomto|tenhle|tomhle) rok\w*|year to date|ytd|this year)/g,
    value: 'year_to_date',
  },
  { pattern: / ((minul|lonsk)\w* rok\w*|loni|last year|previous year)/g, value: 'last_year' },
  {
    pattern:
      / ((posledni|poslednich|minulych|poslednimi) (3|tri) mesic\w*|(last|past) (3|three) months)/g,
    value: 'last_90_days',
  },
];

const WORD_NUMBERS: Record<string, number> = {
  dva: 2,
  dve: 2,
  two: 2,
  tri: 3,
  three: 3,
  ctyri: 4,
  four: 4,
  pet: 5,
  five: 5,
  sest: 6,
  six: 6,
  sedm: 7,
  seven: 7,
  osm: 8,
  eight: 8,
  deset: 10,
  ten: 10,
  dvanact: 12,
  twelve: 12,
  ctrnact: 14,
  fourteen: 14,
  tricet: 30,
  thirty: 30,
  devadesat: 90,
  ninety: 90,
};
/** "the last 45 days", "posledních 14 dní", "the last two weeks", "posledních šest týdnů". */
const LAST_DAYS = new RegExp(
  ` (?:poslednich|posledni|poslednimi|minulych|last|past) (\\d{1,4}|${Object.keys(WORD_NUMBERS).join('|')}) (dn\\w*|days?|tyd\\w*|weeks?)(?= )`,
  'g',
);
const isWeeks = (unit: string): boolean => unit.startsWith('tyd') || unit.startsWith('week');
const PRESET_DAYS: Record<number, ChatPeriod> = {
  7: 'last_7_days',
  28: 'last_28_days',
  30: 'last_30_days',
  90: 'last_90_days',
};

const VERSUS = `(oproti|proti|vs|versus|compared (to|with)|than|against|ve srovnani s|v porovnani s|nez|se|s)`;
const COMPARE_YEAR = new RegExp(
  [
    String.raw` (meziroc\w*|year over year|yoy|y/y`,
    // "compared with last year", "oproti loňsku"
    String.raw`|${VERSUS} (minul\w* rok\w*|lonsk\w*|loni|last year|previous year|the year before|a year ago)`,
    // "compared with the same week last year", "oproti stejnému týdnu loni"
    String.raw`|(${VERSUS} )?(the )?(same|stejn\w*|tymz\w*|tyz) (week|month|period|days?|time|tyd\w*|mesic\w*|obdobi|dn\w*|dny) (of |in )?(last year|a year (ago|before|earlier)|the year before|the previous year|minul\w* rok\w*|minul\w* roku|loni|lonsk\w*( roku)?|pred rokem)`,
    String.raw`|${VERSUS} (the same days )?(a year (ago|before|earlier)|pred rokem))`,
  ].join(''),
  'g',
);
const COMPARE_NONE = / (bez (srovnani|porovnani)|without (a )?comparison|no comparison)/g;
const COMPARE_PREVIOUS =
  / ((oproti|proti|vs|versus|compared (to|with)|against|ve srovnani s|v porovnani s) (predchoz\w*|minul\w*|previous|the previous|prior) (obdobi|period)|(oproti|proti|vs|versus|compared (to|with)|against) (the )?(period|week|month|days) before)/g;
/** Words that put two ranges side by side ("this month versus last month", "listopad a říjen"). */
const VERSUS_WORDS =
  / (oproti|proti|vs|versus|compared|against|than|nez|srovnani|porovnani|a|and) /;

/**
 * Calendar months by name, in the forms a question uses ("za listopad", "v říjnu", "in October",
 * "November 2025"). "May" is a month only after "in", "for" or before a year.
 */
const MONTHS: [RegExp, number][] = [
  [/led(en|na|nu)/, 1],
  [/unor(a|u)?/, 2],
  [/brez(en|na|nu)/, 3],
  [/dub(en|na|nu)/, 4],
  [/kvet(en|na|nu)/, 5],
  [/cervenc(e|i)|cervenec/, 7],
  [/cerv(en|na|nu)/, 6],
  [/srp(en|na|nu)/, 8],
  [/zari/, 9],
  [/rij(en|na|nu)/, 10],
  [/listopad(u|em)?/, 11],
  [/prosin(ec|ce|ci)/, 12],
  [/january/, 1],
  [/february/, 2],
  [/march/, 3],
  [/april/, 4],
  [/(?<=(in|for|during) )may|may(?= \d{4})/, 5],
  [/june/, 6],
  [/july/, 7],
  [/august/, 8],
  [/september/, 9],
  [/october/, 10],
  [/november/, 11],
  [/december/, 12],
];
const MONTH_RULE = new RegExp(
  ` (${MONTHS.map(([pattern]) => `(${pattern.source})`).join('|')})( (\\d{4}))?(?= )`,
  'g',
);
const monthOf = (word: string): number =>
  word === 'may'
    ? 5
    : (MONTHS.find(([pattern]) => new RegExp(`^(${pattern.source})$`).test(word))?.[1] ?? 0);

const DIMENSION_RULES: Rule<TAnalyticsDimension>[] = [
  { pattern: / (kanal\w*|channels?)/g, value: 'channel' },
  {
    pattern: / (vstupni\w* stran\w*|landing ?pages?|stran(ek|ky|kach|kami|ka)|pages?) /g,
    value: 'landingPage',
  },
  { pattern: / (zarizeni|devices?|mobil\w*|desktop\w*)/g, value: 'device' },
  { pattern: / (zem[ie]|zemi|statu|staty|countr\w*)/g, value: 'country' },
  { pattern: / (zdroj\w*|sources?|medi(um|a)|referr\w*|odkud)/g, value: 'sourceMedium' },
];
const CAMPAIGN_CHANGES =
  / (zmen\w* (v )?kampan\w*|campaign changes?|changes? (in|to) (the )?campaigns?) /;
const CAMPAIGN_WORDS = / (kampan\w*|campaigns?) /;
/** The budget and its pacing ("a campaign's budget" is the campaigns' question, not this one). */
const BUDGET_WORDS = / (rozpoc\w*|budget\w*|pacing\w*) /;
/** "How many … did the campaigns bring" asks for a total; ranking words ask for the campaigns. */
const HOW_MANY = / (kolik\w*|how (many|much)|celkem|total) /;
const RANKING_WORDS =
  / (nej\w+|best|worst|most|least|highest|lowest|top|which|ktera|ktere|ktery|kterych|podle|by|rank\w*|zebricek\w*|order\w*|serad\w*) /;
const WHY_WORDS =
  / (proc|why|how come|co (to )?zpusobil\w*|what caused|cim to|duvod\w*|reasons?|pricin\w*) /;
const WORST = / (nejhors\w*|worst|nejdrazs\w*|most expensive) /;
const BEST = / (nejlepsi\w*|best|nejlevnejs\w*|cheapest) /;
const LEAST = / (nejmen\w*|nejniz\w*|least|lowest|fewest) /;
const EVENTS_WORDS =
  / (udalost\w*|co se (stalo|delo|dalo)|what happened|events?|timeline|annotations?|poznamk\w*|anotac\w*|zmen\w* (v )?kampan\w*|campaign changes?) /;
const ALERT_WORDS = / (upozorn\w*|alert\w*|poplach\w*|anomali\w*|monitoring\w*|hlidan\w*) /;
const SETUP_WORDS =
  / (synchroniz\w*|sync\w*|aktualn\w* data|fresh\w*|up to date|nastaveni|setup|pripojen\w*|connected|zdroje dat|data sources?|odkdy|since when|jak cerstv\w*) /;

/** Search Console's queries ("dotazy", "search terms", "klíčová slova" people typed). */
const QUERY_WORDS =
  / (dotaz\w*|quer(y|ies)|search terms?|hledan\w* (vyraz|slov)\w*|klicov\w* slov\w*|keywords?) /;
/** Search Console named, or the organic results: with "pages" it asks for Search Console's pages. */
const SEARCH_WORDS =
  / (search console|gsc|vyhledav\w*|organic\w*|organick\w*|google search|search results?|(from|in) search) /;
const SEARCH_PAGE_WORDS = / (stran\w*|pages?|urls?|adres\w*) /;
const LOST_WORDS =
  / (ztratil\w*|ztrat\w*|prisl\w*|lost|los(e|es|ing)|loss\w*|pokles\w*|poklesl\w*|klesl\w*|propadl\w*|propad\w*|drop\w*|declin\w*|fell|fallen|decreas\w*|ubyl\w*) /;
const GAINED_WORDS =
  / (ziskal\w*|zisk\w*|gain\w*|grew|grown|grow\w*|rostl\w*|vzrostl\w*|narostl\w*|pribyl\w*|rise|rose|risen|increas\w*|improv\w*|zlepsil\w*) /;
const IMPRESSION_WORDS = / (zobrazeni|impres\w*) /;

/**
 * Words around a campaign's name that are not part of it ("Kolik stála kampaň Sezóna", "how many
 * clicks did the Brand campaign get"): what is left between the first and the last other word is
 * the name as typed.
 */
const NOT_A_NAME =
  /^(kolik\w*|kampan\w*|campaigns?|stal\w*|prines\w*|vedl\w*|vede|mel\w*|ma|maji|mame|ziskal\w*|udelal\w*|byl\w*|je|jsou|jsme|nas|nam|si|se|jak\w*|co|v|ve|za|na|od|do|pro|u|s|z|ze|a|i|to|ta|ten|tu|celkem|pocet|dohromady|how|many|much|did|does|do|the|an|get|got|gets|have|had|has|bring|brought|we|our|us|in|on|for|of|from|was|were|is|are|what|its|total|make|made|generate\w*|with|at|over|during|perform\w*|doing|go|went|ads?|google|reklam\w*|ppc)$/;
/** Metric words are blanked in `rest`; the name is read from `text`, where they are kept. */
const campaignName = (text: string, rest: string): string | null => {
  const words = [...rest.matchAll(/\S+/g)].filter((match) => !NOT_A_NAME.test(match[0]));
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return null;
  return text
    .slice(first.index, last.index + last[0].length)
    .replace(/\s+/g, ' ')
    .trim();
};
const CAMPAIGN_DEFAULT_METRICS: TAdsMetric[] = ['cost', 'clicks', 'conversions', 'cpa'];

/** Metrics where less is better: "worst" means the highest. */
const LOWER_IS_BETTER: readonly TAdsMetric[] = ['cost', 'cpc', 'cpa'];

const take = <T>(text: string, rules: Rule<T>[]): { found: T[]; rest: string } => {
  const found: T[] = [];
  let rest = text;
  for (const rule of rules) {
    rest = rest.replace(rule.pattern, (match) => {
      if (!found.includes(rule.value)) found.push(rule.value);
      return ' '.repeat(match.length);
    });
  }
  return { found, rest };
};

type Found = { at: number; spec: RangeSpec };

const blank = (match: string): string => ' '.repeat(match.length);

/** The ranges a question names, in the order it names them, and the text without them. */
const findRanges = (text: string): { found: Found[]; rest: string } => {
  const found: Found[] = [];
  let rest = text.replace(LAST_DAYS, (match, count: string, unit: string, at: number) => {
    const days = (WORD_NUMBERS[count] ?? Number(count)) * (isWeeks(unit) ? 7 : 1);
    if (days >= 1 && days <= 1096) {
      const preset = PRESET_DAYS[days];
      found.push({ at, spec: preset ? { period: preset } : { lastDays: days } });
    }
    return blank(match);
  });
  rest = rest.replace(MONTH_RULE, (match: string, ...groups: unknown[]) => {
    const at = groups.at(-2) as number;
    const [word = '', year] = match.trim().split(' ');
    const month = String(monthOf(word)).padStart(2, '0');
    found.push({ at, spec: { month: year ? `${year}-${month}` : month } });
    return blank(match);
  });
  for (const rule of PERIOD_RULES) {
    rest = rest.replace(rule.pattern, (match: string, ...groups: unknown[]) => {
      const at = groups.at(-2) as number;
      if (!found.some((f) => f.spec.period === rule.value))
        found.push({ at, spec: { period: rule.value } });
      return blank(match);
    });
  }
  return { found: found.sort((a, b) => a.at - b.at), rest };
};

const readRange = (text: string): { range: Range; rest: string } => {
  let rest = text;
  let compare: Comparison = 'previous_period';
  let compareNamed = false;
  for (const [pattern, value] of [
    [COMPARE_YEAR, 'previous_year'],
    [COMPARE_NONE, 'none'],
    [COMPARE_PREVIOUS, 'previous_period'],
  ] as const) {
    if (pattern.test(rest)) {
      compare = value;
      compareNamed = true;
    }
    pattern.lastIndex = 0;
    rest = rest.replace(pattern, blank);
  }
  const ranges = findRanges(rest);
  const [first, second] = ranges.found;
  const range: Range = { ...first?.spec, compare, compareNamed };
  // Two ranges named against each other are answered side by side, each whole, with no change
  // computed between ranges of different lengths.
  if (first && second && VERSUS_WORDS.test(rest)) range.versus = second.spec;
  return { range, rest: ranges.rest };
};

const resolveMetrics = (
  found: (ChatMetric | 'conversionsAny' | 'revenueAny')[],
  isAds: boolean,
): ChatMetric[] => {
  const metrics = found.map((metric) => {
    if (metric === 'conversionsAny') return isAds ? 'conversions' : 'keyEvents';
    if (metric === 'revenueAny') return isAds ? 'conversionValue' : 'totalRevenue';
    return metric;
  });
  return [...new Set(metrics)];
};

/** Reads a question; `unknown` when it names nothing the analyst can look up. */
export const parseQuestion = (question: string): ParsedQuestion => {
  const language = detectLanguage(question);
  const text = normalize(question);
  const { range, rest: afterRange } = readRange(text);
  const isAds = ADS_WORDS.test(afterRange) && !ANALYTICS_WORDS.test(afterRange);
  const { found, rest } = take(afterRange, METRIC_RULES);
  const metrics = resolveMetrics(found, isAds);
  const intent = ((): Intent => {
    if (ALERT_WORDS.test(rest)) return { kind: 'alerts' };
    // "Mám dotaz: kolik návštěv…" asks about sessions: queries only with Search Console's numbers.
    const isSearchMetrics = metrics.every((m) => m === 'clicks' || m === 'impressions');
    if (
      isSearchMetrics &&
      (QUERY_WORDS.test(rest) ||
        (SEARCH_WORDS.test(rest) && SEARCH_PAGE_WORDS.test(rest) && !isAds))
    ) {
      return {
        kind: 'search',
        dimension: QUERY_WORDS.test(rest) ? 'query' : 'page',
        metric:
          metrics.includes('impressions') ||
          (IMPRESSION_WORDS.test(afterRange) && !metrics.includes('clicks'))
            ? 'impressions'
            : 'clicks',
        rank: LOST_WORDS.test(rest) ? 'lost' : GAINED_WORDS.test(rest) ? 'gained' : 'top',
        ...range,
      };
    }
    if (CAMPAIGN_CHANGES.test(rest)) return { kind: 'events', ...range };
    if (BUDGET_WORDS.test(rest) && !CAMPAIGN_WORDS.test(rest)) return { kind: 'budgets' };
    const isWhy = WHY_WORDS.test(rest);
    const named =
      CAMPAIGN_WORDS.test(rest) && !RANKING_WORDS.test(rest) && !isWhy
        ? campaignName(text, rest)
        : null;
    if (named) {
      const asked = resolveMetrics(found, true).filter((metric): metric is TAdsMetric =>
        isAdsMetric(metric),
      );
      return {
        kind: 'campaign',
        campaign: named,
        metrics: asked.length > 0 ? asked : CAMPAIGN_DEFAULT_METRICS,
        ...range,
      };
    }
    if (CAMPAIGN_WORDS.test(rest) && HOW_MANY.test(rest) && !RANKING_WORDS.test(rest) && !isWhy) {
      const totals = metrics.filter(isAdsMetric);
      return { kind: 'metrics', metrics: totals.length > 0 ? totals : ['cost'], ...range };
    }
    if (CAMPAIGN_WORDS.test(rest) && !isWhy) {
      const first = metrics.find((metric): metric is TAdsMetric => isAdsMetric(metric));
      const sortBy: TAdsMetric =
        first ??
        (metrics.includes('keyEvents')
          ? 'conversions'
          : metrics.includes('totalRevenue')
            ? 'conversionValue'
            : 'cost');
      const isLowerBetter = LOWER_IS_BETTER.includes(sortBy);
      const wantsLow = WORST.test(rest)
        ? !isLowerBetter
        : BEST.test(rest)
          ? isLowerBetter
          : LEAST.test(rest);
      return { kind: 'campaigns', sortBy, order: wantsLow ? 'asc' : 'desc', ...range };
    }
    const dimensions = take(rest, DIMENSION_RULES).found;
    if (dimensions[0] && !isAds) {
      const metric = metrics.find((m): m is TopValueMetric =>
        (TOP_VALUE_METRICS as readonly string[]).includes(m),
      );
      // Distinct users by a breakdown are not stored: said so, and sessions offered instead.
      const users = metrics.find((m) => m === 'totalUsers' || m === 'newUsers');
      return {
        kind: 'top',
        dimension: dimensions[0],
        metric: metric ?? 'sessions',
        ...(users && !metric ? { unavailable: users } : {}),
        ...range,
      };
    }
    if (metrics.length > 0) return { kind: isWhy ? 'why' : 'metrics', metrics, ...range };
    if (EVENTS_WORDS.test(rest)) return { kind: 'events', ...range };
    if (SETUP_WORDS.test(rest)) return { kind: 'setup' };
    const namesDays =
      range.period !== undefined || range.lastDays !== undefined || range.month !== undefined;
    if (SUMMARY_WORDS.test(rest) || namesDays) {
      const summary: ChatMetric[] = isAds
        ? ['cost', 'conversions', 'cpa', 'roas']
        : ['sessions', 'totalUsers', 'keyEvents', 'conversionRate', 'cost', 'conversions'];
      return { kind: 'metrics', metrics: summary, ...range };
    }
    return { kind: 'unknown' };
  })();
  return { language, intent };
};
