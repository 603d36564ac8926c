import { describe, expect, it } from 'vitest';
import { parseQuestion } from './grammar';

/**
 * Questions a new user asks in their first week, written the way people type them (Czech and
 * English), each with the metric and days an analyst should take. The offline analyst answers
 * these as asked, except distinct users by a breakdown, which the synced copy does not hold: those
 * are marked `unavailable`, and the answer says so before it offers sessions.
 */
const AS_ASKED: [string, Record<string, unknown>][] = [
  ['Kolik jsme měli návštěv za poslední dva týdny?', { metrics: ['sessions'], lastDays: 14 }],
  ['Kolik lidí přišlo na web minulý týden?', { metrics: ['totalUsers'], period: 'last_week' }],
  ['útrata za listopad', { metrics: ['cost'], month: '11' }],
  ['Kolik jsme utratili v říjnu 2026?', { metrics: ['cost'], month: '2026-10' }],
  [
    'Tržby tento měsíc oproti minulému měsíci',
    { metrics: ['totalRevenue'], period: 'this_month', versus: { period: 'last_month' } },
  ],
  [
    'konverze tento týden oproti stejnému týdnu loni',
    { metrics: ['keyEvents'], period: 'this_week', compare: 'previous_year' },
  ],
  [
    'Jak si vedou reklamy za posledních 30 dní?',
    { metrics: ['cost', 'conversions', 'cpa', 'roas'], period: 'last_30_days' },
  ],
  [
    'CPA minulý měsíc meziročně',
    { metrics: ['cpa'], period: 'last_month', compare: 'previous_year' },
  ],
  [
    'návštěvnost letos oproti loňsku',
    { metrics: ['sessions'], period: 'year_to_date', compare: 'previous_year' },
  ],
  ['míra konverze za posledních 6 týdnů', { metrics: ['conversionRate'], lastDays: 42 }],
  ['Kolik stál proklik včera?', { metrics: ['cpc'], period: 'yesterday' }],
  ['Tržby v září a v srpnu', { metrics: ['totalRevenue'], month: '09', versus: { month: '08' } }],
  [
    'How many visitors did we get in the last two weeks?',
    { metrics: ['totalUsers'], lastDays: 14 },
  ],
  ['What did we spend in October?', { metrics: ['cost'], month: '10' }],
  [
    'Revenue this month versus last month',
    { metrics: ['totalRevenue'], period: 'this_month', versus: { period: 'last_month' } },
  ],
  [
    'sessions this week compared with the same week last year',
    { metrics: ['sessions'], period: 'this_week', compare: 'previous_year' },
  ],
  [
    'ROAS last month vs a year ago',
    { metrics: ['roas'], period: 'last_month', compare: 'previous_year' },
  ],
  ['conversion rate over the last 6 weeks', { metrics: ['conversionRate'], lastDays: 42 }],
  ['How much did we spend in November 2026?', { metrics: ['cost'], month: '2026-11' }],
  [
    'key events last week vs the week before',
    { metrics: ['keyEvents'], period: 'last_week', compare: 'previous_period' },
  ],
  ['clicks in the past 3 weeks', { metrics: ['clicks'], lastDays: 21 }],
  ['new users yesterday', { metrics: ['newUsers'], period: 'yesterday' }],
  ['cost in September versus August', { metrics: ['cost'], month: '09', versus: { month: '08' } }],
  ['page views in the last 10 days', { metrics: ['screenPageViews'], lastDays: 10 }],
  [
    'Které dotazy ztratily nejvíc kliků minulý měsíc?',
    { kind: 'search', dimension: 'query', metric: 'clicks', rank: 'lost', period: 'last_month' },
  ],
  [
    'Which queries lost the most clicks last month?',
    { kind: 'search', dimension: 'query', metric: 'clicks', rank: 'lost', period: 'last_month' },
  ],
  [
    'Nejčastější dotazy ve vyhledávání za posledních 28 dní',
    { kind: 'search', dimension: 'query', rank: 'top', period: 'last_28_days' },
  ],
  [
    'top search queries by impressions this month',
    {
      kind: 'search',
      dimension: 'query',
      metric: 'impressions',
      rank: 'top',
      period: 'this_month',
    },
  ],
  [
    'Které stránky ve vyhledávání získaly nejvíc prokliků oproti loňsku?',
    { kind: 'search', dimension: 'page', rank: 'gained', compare: 'previous_year' },
  ],
  [
    'Which pages dropped in Search Console in October?',
    { kind: 'search', dimension: 'page', metric: 'clicks', rank: 'lost', month: '10' },
  ],
  [
    'klíčová slova, která minulý týden ztratila zobrazení',
    {
      kind: 'search',
      dimension: 'query',
      metric: 'impressions',
      rank: 'lost',
      period: 'last_week',
    },
  ],
  // Distinct users by a breakdown: the synced copy holds Google's distinct users per range, never
  // per channel or country (a visitor counts once per range, so daily rows do not add up). The
  // answer says plainly that they are unavailable and offers sessions by the same breakdown.
  [
    'Kolik uživatelů přišlo z jednotlivých kanálů minulý měsíc?',
    {
      kind: 'top',
      dimension: 'channel',
      metric: 'sessions',
      unavailable: 'totalUsers',
      period: 'last_month',
    },
  ],
  [
    'uživatelé podle zemí za posledních 30 dní',
    {
      kind: 'top',
      dimension: 'country',
      metric: 'sessions',
      unavailable: 'totalUsers',
      period: 'last_30_days',
    },
  ],
  [
    'noví uživatelé podle kanálu včera',
    {
      kind: 'top',
      dimension: 'channel',
      metric: 'sessions',
      unavailable: 'newUsers',
      period: 'yesterday',
    },
  ],
  [
    'users by channel last month',
    {
      kind: 'top',
      dimension: 'channel',
      metric: 'sessions',
      unavailable: 'totalUsers',
      period: 'last_month',
    },
  ],
  [
    'How many users came from each country last week?',
    {
      kind: 'top',
      dimension: 'country',
      metric: 'sessions',
      unavailable: 'totalUsers',
      period: 'last_week',
    },
  ],
  [
    'new users by device this month',
    {
      kind: 'top',
      dimension: 'device',
      metric: 'sessions',
      unavailable: 'newUsers',
      period: 'this_month',
    },
  ],
  // A campaign named in the question: that campaign alone (its name as typed, matched against the
  // project's campaigns without case and diacritics by the campaigns tool).
  [
    'Kolik stála kampaň Jarní výprodej minulý měsíc?',
    { kind: 'campaign', campaign: 'jarni vyprodej', metrics: ['cost'], period: 'last_month' },
  ],
  [
    'Kolik konverzí přinesla kampaň PMax – Sezóna za posledních 30 dní?',
    {
      kind: 'campaign',
      campaign: 'pmax sezona',
      metrics: ['conversions'],
      period: 'last_30_days',
    },
  ],
  [
    'CPA kampaně Search – Brand v říjnu',
    { kind: 'campaign', campaign: 'search brand', metrics: ['cpa'], month: '10' },
  ],
  [
    'Jak si vedla kampaň Akce – Víkendové slevy tento týden?',
    {
      kind: 'campaign',
      campaign: 'akce vikendove slevy',
      metrics: ['cost', 'clicks', 'conversions', 'cpa'],
      period: 'this_week',
    },
  ],
  [
    'ROAS kampaně grily a zahradní technika minulý měsíc',
    {
      kind: 'campaign',
      campaign: 'grily a zahradni technika',
      metrics: ['roas'],
      period: 'last_month',
    },
  ],
  [
    'how many clicks did the Spring Sale campaign get last week',
    { kind: 'campaign', campaign: 'spring sale', metrics: ['clicks'], period: 'last_week' },
  ],
  [
    'What did the Shopping – Všechny produkty campaign cost in October?',
    { kind: 'campaign', campaign: 'shopping vsechny produkty', metrics: ['cost'], month: '10' },
  ],
  [
    'impressions of campaign Display – Remarketing 2024 yesterday',
    {
      kind: 'campaign',
      campaign: 'display remarketing 2024',
      metrics: ['impressions'],
      period: 'yesterday',
    },
  ],
  [
    'conversions from the brand campaign over the last 2 weeks',
    { kind: 'campaign', campaign: 'brand', metrics: ['conversions'], lastDays: 14 },
  ],
];

describe('questions a new user asks', () => {
  it.each(AS_ASKED)('answers "%s" as asked', (question, expected) => {
    expect(parseQuestion(question).intent).toMatchObject(expected);
  });

  it('takes "dotaz" for a question, not a search query, when it asks about other numbers', () => {
    expect(parseQuestion('Mám dotaz: kolik návštěv jsme měli včera?').intent).toMatchObject({
      kind: 'metrics',
      metrics: ['sessions'],
    });
    // Landing pages without Search Console named stay GA4's.
    expect(parseQuestion('top landing pages last month').intent).toMatchObject({ kind: 'top' });
  });

  it('takes campaigns asked for together or ranked for all campaigns, not one named', () => {
    expect(parseQuestion('Kolik konverzí přinesly kampaně včera?').intent).toMatchObject({
      kind: 'metrics',
      metrics: ['conversions'],
    });
    expect(parseQuestion('How much did the campaigns cost last week?').intent).toMatchObject({
      kind: 'metrics',
      metrics: ['cost'],
    });
    expect(parseQuestion('Která kampaň má nejhorší CPA minulý měsíc?').intent).toMatchObject({
      kind: 'campaigns',
    });
  });
});
