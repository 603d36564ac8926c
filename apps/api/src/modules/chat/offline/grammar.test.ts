import { describe, expect, it } from 'vitest';
import { parseQuestion } from './grammar';

const intentOf = (question: string) => parseQuestion(question).intent;

describe('the offline grammar', () => {
  it.each([
    // metric synonyms and inflections, Czech
    [
      'Kolik jsme měli návštěv minulý týden?',
      { kind: 'metrics', metrics: ['sessions'], period: 'last_week' },
    ],
    ['návštěvy včera', { kind: 'metrics', metrics: ['sessions'], period: 'yesterday' }],
    [
      'Jak se vyvíjela návštěvnost tento měsíc',
      { kind: 'metrics', metrics: ['sessions'], period: 'this_month' },
    ],
    [
      'relace za posledních 7 dní',
      { kind: 'metrics', metrics: ['sessions'], period: 'last_7_days' },
    ],
    [
      'Proč klesly konverze minulý týden?',
      { kind: 'why', metrics: ['keyEvents'], period: 'last_week' },
    ],
    [
      'Why did sessions drop yesterday?',
      { kind: 'why', metrics: ['sessions'], period: 'yesterday' },
    ],
    [
      'Co způsobilo nárůst útraty tento měsíc?',
      { kind: 'why', metrics: ['cost'], period: 'this_month' },
    ],
    // "how many … campaigns" asks for the total, not a ranking
    [
      'Kolik konverzí přinesly kampaně včera?',
      { kind: 'metrics', metrics: ['conversions'], period: 'yesterday' },
    ],
    ['How much did the campaigns cost last week?', { kind: 'metrics', metrics: ['cost'] }],
    [
      'počet konverzí minulý měsíc',
      { kind: 'metrics', metrics: ['keyEvents'], period: 'last_month' },
    ],
    ['klíčové události letos', { kind: 'metrics', metrics: ['keyEvents'], period: 'year_to_date' }],
    [
      'konverze v reklamách minulý měsíc',
      { kind: 'metrics', metrics: ['conversions'], period: 'last_month' },
    ],
    ['útrata od začátku roku', { kind: 'metrics', metrics: ['cost'], period: 'year_to_date' }],
    [
      'Jaké byly náklady minulý měsíc?',
      { kind: 'metrics', metrics: ['cost'], period: 'last_month' },
    ],
    [
      'kolik jsme utratili tento týden',
      { kind: 'metrics', metrics: ['cost'], period: 'this_week' },
    ],
    ['tržby loni', { kind: 'metrics', metrics: ['totalRevenue'], period: 'last_year' }],
    [
      'konverzní poměr za posledních 14 dní',
      { kind: 'metrics', metrics: ['conversionRate'], lastDays: 14 },
    ],
    [
      'míra zapojení za poslední tři měsíce',
      { kind: 'metrics', metrics: ['engagementRate'], period: 'last_90_days' },
    ],
    [
      'noví uživatelé minulý týden',
      { kind: 'metrics', metrics: ['newUsers'], period: 'last_week' },
    ],
    ['Kolik nás stála jedna konverze v reklamách?', { kind: 'metrics', metrics: ['cpa'] }],
    ['cena za proklik minulý měsíc', { kind: 'metrics', metrics: ['cpc'], period: 'last_month' }],
    [
      'zobrazení stránek za posledních 30 dní',
      { kind: 'metrics', metrics: ['screenPageViews'], period: 'last_30_days' },
    ],
    // English
    [
      'How many sessions did we have last week?',
      { kind: 'metrics', metrics: ['sessions'], period: 'last_week' },
    ],
    ['visits yesterday', { kind: 'metrics', metrics: ['sessions'], period: 'yesterday' }],
    ['key events this month', { kind: 'metrics', metrics: ['keyEvents'], period: 'this_month' }],
    [
      'conversions year to date',
      { kind: 'metrics', metrics: ['keyEvents'], period: 'year_to_date' },
    ],
    [
      'Google Ads conversions last month',
      { kind: 'metrics', metrics: ['conversions'], period: 'last_month' },
    ],
    [
      'What did we spend in the last 90 days?',
      { kind: 'metrics', metrics: ['cost'], period: 'last_90_days' },
    ],
    ['cost per conversion last month', { kind: 'metrics', metrics: ['cpa'], period: 'last_month' }],
    ['ROAS and CTR this week', { kind: 'metrics', metrics: ['ctr', 'roas'], period: 'this_week' }],
    [
      'revenue in the past 28 days',
      { kind: 'metrics', metrics: ['totalRevenue'], period: 'last_28_days' },
    ],
    ['users in the last 45 days', { kind: 'metrics', metrics: ['totalUsers'], lastDays: 45 }],
    [
      'page views last seven days',
      { kind: 'metrics', metrics: ['screenPageViews'], period: 'last_7_days' },
    ],
  ])('reads "%s"', (question, expected) => {
    expect(intentOf(question)).toMatchObject(expected);
  });

  it.each([
    ['Jaká byla útrata od začátku roku meziročně?', 'previous_year'],
    ['návštěvy minulý měsíc oproti loňsku', 'previous_year'],
    ['sessions last month vs last year', 'previous_year'],
    ['sessions last month year over year', 'previous_year'],
    ['sessions last month compared to the previous period', 'previous_period'],
    ['návštěvy minulý měsíc bez srovnání', 'none'],
    ['sessions last month', 'previous_period'],
  ])('reads the comparison of "%s"', (question, compare) => {
    expect(intentOf(question)).toMatchObject({ compare });
  });

  it.each([
    'Jaká máme otevřená upozornění?',
    'Hlásí monitoring nějakou anomálii?',
    'Proč se spustilo upozornění na návštěvy?',
    'Which alerts are open?',
    'Any anomalies this week?',
    'show me the alerts on cost',
  ])('reads "%s" as a question about alerts', (question) => {
    expect(intentOf(question)).toEqual({ kind: 'alerts' });
  });

  it.each([
    'Jak jsme na tom s rozpočtem?',
    'Kolik nám zbývá z rozpočtu?',
    'Stíháme měsíční rozpočet?',
    'How is the budget pacing?',
    'Are we on track with our budget this month?',
  ])('reads "%s" as a question about the budgets', (question) => {
    expect(intentOf(question)).toEqual({ kind: 'budgets' });
  });

  it("reads a campaign's budget change as the campaigns' question, not the budgets'", () => {
    expect(intentOf('Which campaigns changed their budget last month?')).not.toEqual({
      kind: 'budgets',
    });
  });

  it('keeps "last year" as the period when it is not a comparison', () => {
    expect(intentOf('cost last year')).toMatchObject({
      period: 'last_year',
      compare: 'previous_period',
    });
    expect(intentOf('cost this month vs last year')).toMatchObject({
      period: 'this_month',
      compare: 'previous_year',
    });
  });

  it.each([
    [
      'Které kanály přivedly nejvíc návštěv?',
      { kind: 'top', dimension: 'channel', metric: 'sessions' },
    ],
    ['návštěvy podle zařízení', { kind: 'top', dimension: 'device', metric: 'sessions' }],
    [
      'tržby podle zemí letos',
      { kind: 'top', dimension: 'country', metric: 'totalRevenue', period: 'year_to_date' },
    ],
    [
      'konverze podle vstupních stránek',
      { kind: 'top', dimension: 'landingPage', metric: 'keyEvents' },
    ],
    ['Odkud k nám chodí lidé?', { kind: 'top', dimension: 'sourceMedium' }],
    [
      'Top channels by key events last 30 days',
      { kind: 'top', dimension: 'channel', metric: 'keyEvents' },
    ],
    ['sessions by device', { kind: 'top', dimension: 'device', metric: 'sessions' }],
    [
      'conversion rate by landing page',
      { kind: 'top', dimension: 'landingPage', metric: 'conversionRate' },
    ],
    ['traffic sources this month', { kind: 'top', dimension: 'sourceMedium', metric: 'sessions' }],
  ])('reads the breakdown of "%s"', (question, expected) => {
    expect(intentOf(question)).toMatchObject(expected);
  });

  it.each([
    [
      'Which campaign has the worst CPA this month?',
      { sortBy: 'cpa', order: 'desc', period: 'this_month' },
    ],
    ['Která kampaň má nejlepší CPA?', { sortBy: 'cpa', order: 'asc' }],
    ['kampaně podle útraty', { sortBy: 'cost', order: 'desc' }],
    ['campaign with the lowest ROAS last month', { sortBy: 'roas', order: 'asc' }],
    ['nejhorší kampaně podle ROAS', { sortBy: 'roas', order: 'asc' }],
    ['Which campaigns brought the most conversions?', { sortBy: 'conversions', order: 'desc' }],
  ])('reads the campaigns of "%s"', (question, expected) => {
    expect(intentOf(question)).toMatchObject({ kind: 'campaigns', ...expected });
  });

  it.each([
    ['What happened last month?', 'events'],
    ['Co se stalo minulý týden?', 'events'],
    ['změny v kampaních tento měsíc', 'events'],
    ['When was the data last synced?', 'setup'],
    ['Kdy proběhla poslední synchronizace?', 'setup'],
    ['Jak čerstvá jsou data?', 'setup'],
    ['How are we doing?', 'metrics'],
    ['Jak jsme na tom minulý měsíc?', 'metrics'],
  ])('reads "%s" as %s', (question, kind) => {
    expect(intentOf(question).kind).toBe(kind);
  });

  it.each([
    'Jaké bude zítra počasí?',
    'Write me a poem about spring',
    'Who is the president?',
    'ahoj',
    '',
    '42',
  ])('does not guess at "%s"', (question) => {
    expect(intentOf(question)).toEqual({ kind: 'unknown' });
  });

  it.each([
    ['Kolik jsme měli návštěv?', 'cs'],
    ['kolik bylo navstev minuly tyden', 'cs'],
    ['útrata', 'cs'],
    ['Kdy se naposledy synchronizovala data?', 'cs'],
    ['Proc klesly konverze?', 'cs'],
    ['How many sessions?', 'en'],
    ['When was the data last synced?', 'en'],
    ['sessions by device', 'en'],
    ['cost last week', 'en'],
  ])('answers "%s" in %s', (question, language) => {
    expect(parseQuestion(question).language).toBe(language);
  });

  describe('ranges in weeks and days, months by name, comparisons named in the question', () => {
    it.each([
      ['sessions in the last two weeks', { lastDays: 14 }],
      ['návštěvy za poslední dva týdny', { lastDays: 14 }],
      ['návštěvy za posledních 14 dní', { lastDays: 14 }],
      ['cost over the last 6 weeks', { lastDays: 42 }],
      ['útrata za posledních šest týdnů', { lastDays: 42 }],
      ['users in the last 4 weeks', { period: 'last_28_days' }],
      ['Kolik jsme utratili za listopad?', { month: '11' }],
      ['návštěvy v říjnu', { month: '10' }],
      ['tržby v červenci 2025', { month: '2025-07' }],
      ['tržby v červnu', { month: '06' }],
      ['sessions in October', { month: '10' }],
      ['cost for May 2026', { month: '2026-05' }],
      ['revenue in may', { month: '05' }],
    ])('reads the days of "%s"', (question, expected) => {
      expect(intentOf(question)).toMatchObject(expected);
    });

    it.each([
      [
        'sessions this week compared with the same week last year',
        { period: 'this_week', compare: 'previous_year' },
      ],
      [
        'návštěvy tento týden oproti stejnému týdnu loni',
        { period: 'this_week', compare: 'previous_year' },
      ],
      ['cost in October against a year ago', { month: '10', compare: 'previous_year' }],
      [
        'konverze minulý měsíc ve srovnání s minulým rokem',
        { period: 'last_month', compare: 'previous_year' },
      ],
      [
        'sessions last week vs the week before',
        { period: 'last_week', compare: 'previous_period', compareNamed: true },
      ],
    ])('reads the comparison of "%s"', (question, expected) => {
      expect(intentOf(question)).toMatchObject(expected);
    });

    it.each([
      [
        'sessions this month versus last month',
        { period: 'this_month', versus: { period: 'last_month' } },
      ],
      [
        'návštěvy tento měsíc oproti minulému měsíci',
        { period: 'this_month', versus: { period: 'last_month' } },
      ],
      ['útrata v listopadu a v říjnu', { month: '11', versus: { month: '10' } }],
      ['cost in October vs September', { month: '10', versus: { month: '09' } }],
    ])('reads two ranges against each other in "%s"', (question, expected) => {
      expect(intentOf(question)).toMatchObject({ kind: 'metrics', ...expected });
    });

    it('says when the question named no comparison', () => {
      expect(intentOf('sessions last week')).toMatchObject({ compareNamed: false });
      expect(intentOf('sessions last week year over year')).toMatchObject({ compareNamed: true });
    });

    it('does not read "may" as a month when it is a verb', () => {
      expect(intentOf('how may sessions did we have last week')).not.toHaveProperty('month');
    });
  });
});
