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
        metric: 'conversionRate',
      },
    },
    {
      label: 'Spend spike',
      cells: { date: '2026-10-02', status: 'resolved', value: 9000, baseline: 6000, cause: null },
    },
  ],
  note: null,
};

const why: Intent = {
  kind: 'why',
  metrics: ['keyEvents'],
  period: 'last_week',
  compare: 'previous_period',
};

describe('the offline answers', () => {
  it('answers "why" with the numbers, the events and alerts of the same days, and a caveat', () => {
    const text = composeAnswer('cs', why, [
      { result: METRICS },
      { result: EVENTS },
      { result: ALERTS },
    ]);
    expect(text).toContain('834');
    expect(text).toContain('- 2026-11-19: Shopping: pozastavena');
    expect(text).toContain('2026-11-20 Key events drop: 2,1 %');
    expect(text).toContain('pravděpodobná příčina: channel Paid Search');
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
    const intent: Intent = { kind: 'metrics', metrics: ['keyEvents'], compare: 'previous_period' };
    expect(composeAnswer('en', intent, [{ result: today }])).toContain(
      'which is not over yet: its numbers are partial',
    );
    expect(composeAnswer('cs', intent, [{ result: today }])).toContain('nejsou úplná');
  });
});
