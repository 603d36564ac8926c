import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { describe, expect, it } from 'vitest';
import { checkGrounding } from '../grounding';
import { PARTIAL_DAY } from '../result-notes';
import { composeAnswer } from './compose';
import type { Intent } from './grammar';

const METRICS: TChatToolResult = {
  view: 'analytics',
  range: { from: '2026-11-16', to: '2026-11-22' },
  compareRange: { from: '2026-11-09', to: '2026-11-15' },
  comparison: 'previous_period',
  currency: null,
  columns: ['value', 'previous', 'change'],
  rows: [{ label: 'keyEvents', cells: { value: 834, previous: 851, change: -0.02 } }],
  note: null,
};

const EVENTS: TChatToolResult = {
  view: 'events',
  range: METRICS.range,
  compareRange: null,
  comparison: null,
  currency: null,
  columns: ['date', 'kind'],
  rows: [
    { label: 'google-ads sync succeeded', cells: { date: '2026-11-22', kind: 'sync' } },
    {
      label: 'Shopping: paused',
      cells: { date: '2026-11-19', kind: 'campaign_change', subject: 'Shopping', change: 'paused' },
    },
  ],
  note: null,
};

const ALERTS: TChatToolResult = {
  view: 'monitoring',
  range: null,
  compareRange: null,
  comparison: null,
  currency: null,
  columns: ['date', 'status', 'value', 'baseline', 'cause'],
  rows: [
    {
      label: 'Key events drop',
      cells: {
        date: '2026-11-20',
        status: 'open',
        value: 0.021,
        baseline: 0.034,
        cause: 'channel Paid Search',
        causeDimension: 'channel',
        causeValue: 'Paid Search',
        metric: 'conversionRate',
      },
    },
    {
      label: 'Tracking stopped',
      cells: {
        date: '2026-11-21',
        status: 'resolved',
        value: 158,
        baseline: 3557,
        cause: 'Search – Brand: enabled',
        causeSubject: 'Search – Brand',
        causeChange: 'enabled',
        metric: 'sessions',
      },
    },
    {
      label: 'Spend spike',
      cells: { date: '2026-10-02', status: 'resolved', value: 9000, baseline: 6000, cause: null },
    },
  ],
  note: null,
};

/** Intl's spacing varies by ICU version: plain spaces, and ranges written "1–25". */
const plain = (text: string): string =>
  text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/ ?– ?/g, '–');

const why: Intent = {
  kind: 'why',
  metrics: ['keyEvents'],
  period: 'last_week',
  compare: 'previous_period',
  compareNamed: true,
};

describe('the offline answers', () => {
  it('answers "why" with the numbers, the events and alerts of the same days, and a caveat', () => {
    const text = composeAnswer('cs', why, [
      { result: METRICS },
      { result: EVENTS },
      { result: ALERTS },
    ]);
    expect(text).toContain('834');
    expect(text).toContain('- 19. listopadu 2026: Shopping: pozastavena');
    // Default rules, causes and changes in the answer's language, never the stored English.
    expect(text).toContain('20. listopadu 2026 Pokles klíčových událostí: 2,1\u00a0%');
    expect(text).toContain('pravděpodobná příčina: kanál Paid Search');
    expect(text).toContain('Měření se zastavilo');
    expect(text).toContain('pravděpodobná příčina: Search – Brand: spuštěna');
    expect(text).not.toMatch(/Key events drop|Tracking stopped|enabled|channel/);
    // Syncs and alerts of other days are not offered as causes.
    expect(text).not.toContain('sync');
    expect(text).not.toContain('Spend spike');
    expect(text).toContain('ne prokázaná příčina');
    expect(checkGrounding(text, [METRICS, EVENTS, ALERTS]).ungrounded).toEqual([]);
  });

  it('says when nothing happened on those days instead of guessing a cause', () => {
    const empty = { ...EVENTS, rows: [] };
    const text = composeAnswer('en', why, [
      { result: METRICS },
      { result: empty },
      { result: { ...ALERTS, rows: [] } },
    ]);
    expect(text).toContain('the data do not tell why');
  });

  it('says that a range ending today has partial numbers', () => {
    const today = { ...METRICS, note: PARTIAL_DAY };
    const intent: Intent = {
      kind: 'metrics',
      metrics: ['keyEvents'],
      compare: 'previous_period',
      compareNamed: true,
    };
    expect(composeAnswer('en', intent, [{ result: today }])).toContain(
      'which is not over yet: its numbers are partial',
    );
    expect(composeAnswer('cs', intent, [{ result: today }])).toContain('nejsou úplná');
  });

  it('writes days, amounts and rates as the screens do, in either language', () => {
    const money: TChatToolResult = {
      ...METRICS,
      view: 'ads',
      currency: 'CZK',
      rows: [
        { label: 'cost', cells: { value: 2835019.77, previous: 2339751.56, change: 0.2117 } },
        { label: 'ctr', cells: { value: 0.0523, previous: 0.05, change: 0.046 } },
      ],
    };
    const intent: Intent = {
      kind: 'metrics',
      metrics: ['cost', 'ctr'],
      compare: 'previous_period',
      compareNamed: true,
    };
    const en = plain(composeAnswer('en', intent, [{ result: money }]));
    expect(en).toContain('Days: 16–22 November 2026');
    expect(en).toContain(
      'Ad cost: CZK 2,835,020, +21.2% against the previous period (9–15 November 2026: CZK 2,339,752)',
    );
    expect(en).toContain('CTR: 5.23%');
    const cs = plain(composeAnswer('cs', intent, [{ result: money }]));
    expect(cs).toContain('Dny: 16.–22. 11. 2026');
    expect(cs).toContain('Náklady na reklamu: 2 835 020 Kč, +21,2 % oproti předchozímu období');
    expect(
      checkGrounding(composeAnswer('en', intent, [{ result: money }]), [money]).ungrounded,
    ).toEqual([]);
  });

  it('says which comparison it took when the question named none, and which days a month not over stands for', () => {
    const intent: Intent = {
      kind: 'metrics',
      metrics: ['keyEvents'],
      month: '11',
      compare: 'previous_period',
      compareNamed: false,
    };
    const november = {
      ...METRICS,
      range: { from: '2026-11-01', to: '2026-11-25' },
      compareRange: { from: '2026-10-07', to: '2026-10-31' },
    };
    const en = plain(composeAnswer('en', intent, [{ result: november }]));
    expect(en).toContain('Days: 1–25 November 2026');
    expect(en).toContain('the month is not over: I took the days up to yesterday');
    expect(en).toContain(
      'You named no comparison: I compared with the previous period of the same length (7–31 October 2026)',
    );
    const cs = composeAnswer('cs', intent, [{ result: november }]);
    expect(cs).toContain('měsíc ještě neskončil');
    expect(cs).toContain('Srovnání jste neurčili');
    // A named comparison, or a month that is over, needs no word on it.
    const october = { ...november, range: { from: '2026-10-01', to: '2026-10-31' } };
    const said = composeAnswer('en', { ...intent, month: '10', compareNamed: true }, [
      { result: october },
    ]);
    expect(said).not.toContain('not over');
    expect(said).not.toContain('You named no comparison');
  });

  it('answers "this month versus last month" side by side, saying the lengths differ', () => {
    const intent: Intent = {
      kind: 'metrics',
      metrics: ['keyEvents'],
      period: 'this_month',
      versus: { period: 'last_month' },
      compare: 'previous_period',
      compareNamed: false,
    };
    const whole = (from: string, to: string, value: number): TChatToolResult => ({
      ...METRICS,
      range: { from, to },
      compareRange: null,
      comparison: 'none',
      columns: ['value'],
      rows: [{ label: 'keyEvents', cells: { value, previous: null, change: null } }],
    });
    const thisMonth = whole('2026-11-01', '2026-11-25', 834);
    const lastMonth = whole('2026-10-01', '2026-10-31', 1020);
    const text = plain(composeAnswer('en', intent, [{ result: thisMonth }, { result: lastMonth }]));
    expect(text).toContain('1–25 November 2026 versus 1–31 October 2026:');
    expect(text).toContain('- Key events: 834 | 1,020');
    expect(text).toContain('The ranges differ in length (25 and 31 days)');
    expect(checkGrounding(text, [thisMonth, lastMonth]).ungrounded).toEqual([]);
  });
});

describe('a campaign named in the question', () => {
  const NAMED: TChatToolResult = {
    view: 'ads',
    range: { from: '2026-10-01', to: '2026-10-31' },
    compareRange: { from: '2026-08-31', to: '2026-09-30' },
    comparison: 'previous_period',
    currency: 'CZK',
    columns: ['cost', 'status'],
    rows: [
      {
        label: 'PMax – Sezóna',
        cells: { cost: 48_210.5, previous_cost: 39_870, clicks: 3_120, status: 'enabled' },
      },
    ],
    note: null,
  };
  const intent: Intent = {
    kind: 'campaign',
    campaign: 'pmax sezona',
    metrics: ['cost'],
    month: '10',
    compare: 'previous_period',
    compareNamed: false,
  };

  it("answers with that campaign's numbers alone, each grounded", () => {
    const text = composeAnswer('cs', intent, [{ result: NAMED }]);
    expect(text).toContain('Kampaň PMax – Sezóna:');
    expect(text).toMatch(/Náklady na reklamu: 48\s211\sKč, oproti předchozímu období/);
    expect(text).toMatch(/30\. 9\. 2026: 39\s870\sKč\)/);
    expect(checkGrounding(text, [NAMED]).ungrounded).toEqual([]);
  });

  it('says no campaign is named so, with the ones that have data, and gives no numbers', () => {
    const none: TChatToolResult = {
      ...NAMED,
      rows: [],
      note: 'no campaign with data in the range is named "jarni vyprodej", campaigns with data: Search – Brand, PMax – Sezóna',
    };
    const text = composeAnswer('en', { ...intent, campaign: 'jarni vyprodej' }, [{ result: none }]);
    expect(text).toContain('No campaign with data in these days has that name');
    expect(text).toContain('Campaigns with data: Search – Brand, PMax – Sezóna.');
    expect(text).not.toMatch(/Ad cost/);
  });
});

describe('users by a breakdown', () => {
  it('says they are unavailable before it offers sessions by the same breakdown', () => {
    const top: TChatToolResult = {
      view: 'analytics',
      range: { from: '2026-10-01', to: '2026-10-31' },
      compareRange: null,
      comparison: 'none',
      currency: 'CZK',
      columns: ['sessions', 'previous'],
      rows: [{ label: 'Organic Search', cells: { sessions: 1_204, previous: null } }],
      note: null,
    };
    const text = composeAnswer(
      'en',
      {
        kind: 'top',
        dimension: 'channel',
        metric: 'sessions',
        unavailable: 'totalUsers',
        month: '10',
        compare: 'none',
        compareNamed: true,
      },
      [{ result: top }],
    );
    const said = text.indexOf('Users by channel are not available for these days');
    expect(said).toBeGreaterThan(0);
    expect(said).toBeLessThan(text.indexOf('Organic Search'));
    expect(text).toContain('Sessions instead:');
    const czech = composeAnswer(
      'cs',
      {
        kind: 'top',
        dimension: 'country',
        metric: 'sessions',
        unavailable: 'newUsers',
        month: '10',
        compare: 'none',
        compareNamed: true,
      },
      [{ result: top }],
    );
    expect(czech).toContain('Noví uživatelé podle zemí nejsou pro tyto dny k dispozici');
    expect(czech).toContain('Místo nich nabízím návštěvy:');
  });
});
