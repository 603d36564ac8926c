import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { describe, expect, it } from 'vitest';
import { checkGrounding } from '../grounding';
import { ADS_NOT_CONNECTED, NO_BUDGETS } from '../result-notes';
import { composeAnswer } from './compose';

const BUDGETS: TChatToolResult = {
  view: 'ads',
  range: { from: '2026-11-01', to: '2026-11-25' },
  compareRange: null,
  comparison: null,
  currency: 'CZK',
  columns: ['amount', 'spent', 'expected', 'projected', 'status'],
  rows: [
    {
      label: 'Monthly media',
      cells: {
        amount: 60_000,
        spent: 52_340.4,
        expected: 50_000,
        projected: 63_120.25,
        status: 'over',
        phase: 'running',
        spentShare: 52_340.4 / 60_000,
        projectedLow: 61_900,
        projectedHigh: 64_480,
        neededDaily: 1_531.9,
        spentToday: 812,
        from: '2026-11-01',
        to: '2026-11-30',
        daysElapsed: 25,
        daysTotal: 30,
        unsettledFrom: '2026-11-19',
        missingDays: 0,
      },
    },
    {
      label: 'Christmas flight',
      cells: {
        amount: 20_000,
        spent: 0,
        expected: 0,
        projected: 20_500,
        status: 'on_track',
        phase: 'upcoming',
        spentShare: 0,
        from: '2026-12-01',
        to: '2026-12-24',
        daysElapsed: 0,
        daysTotal: 24,
      },
    },
  ],
  note: null,
};

const answerOf = (language: 'cs' | 'en', result: TChatToolResult) =>
  composeAnswer(language, { kind: 'budgets' }, [{ result }]);
/** The answer with Intl's no-break and narrow spaces read as plain spaces. */
const ask = (language: 'cs' | 'en', result: TChatToolResult) =>
  answerOf(language, result).replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('the offline answer about budgets', () => {
  it('says spent against the budget and the plan, the projection with its status and what a day needs, in Czech', () => {
    const text = ask('cs', BUDGETS);
    expect(text).toContain('Monthly media, 1.–30. 11. 2026');
    expect(text).toContain('utraceno 52 340 Kč z 60 000 Kč (87 %) za 25 z 30 dní');
    expect(text).toContain('mělo být 50 000 Kč');
    expect(text).toContain('odhad na konec období 63 120 Kč (61 900 Kč až 64 480 Kč): nad plánem');
    expect(text).toContain('utrácet 1 532 Kč denně');
    expect(text).toContain('dny od 19. listopadu 2026 může Google ještě opravit');
    expect(text).toContain('Christmas flight: začíná 1. prosince 2026');
    expect(text).toContain('Dnešní útrata se započítá, až den skončí.');
    expect(checkGrounding(answerOf('cs', BUDGETS), [BUDGETS]).ungrounded).toEqual([]);
  });

  it('says the same in English, every number grounded in the result', () => {
    const text = ask('en', BUDGETS);
    expect(text).toContain('spent CZK 52,340 of CZK 60,000 (87%) in 25 of 30 days');
    expect(text).toContain(
      'projected at the end: CZK 63,120 (CZK 61,900 to CZK 64,480): over budget',
    );
    expect(checkGrounding(answerOf('en', BUDGETS), [BUDGETS]).ungrounded).toEqual([]);
  });

  it('says an ended cycle is over, with what it spent', () => {
    const ended = {
      ...BUDGETS,
      rows: [{ label: 'Autumn', cells: { ...BUDGETS.rows[0]!.cells, phase: 'ended' } }],
    };
    expect(ask('en', ended)).toContain('Autumn, 1 – 30 November 2026: ended: spent CZK 52,340');
    expect(ask('en', ended)).not.toContain('Today');
  });

  it('says plainly when no budget is set or Google Ads is not connected', () => {
    expect(ask('en', { ...BUDGETS, rows: [], note: NO_BUDGETS })).toContain('no budget set');
    expect(ask('cs', { ...BUDGETS, rows: [], note: ADS_NOT_CONNECTED })).toContain(
      'Google Ads není připojeno',
    );
  });
});
