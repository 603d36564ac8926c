import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { describe, expect, it } from 'vitest';
import { checkGrounding } from '../grounding';
import { notFinalFrom, SEARCH_NOT_CONNECTED } from '../result-notes';
import { composeAnswer } from './compose';
import { parseQuestion } from './grammar';

const LOST: TChatToolResult = {
  view: 'search',
  range: { from: '2026-10-01', to: '2026-10-31' },
  compareRange: { from: '2026-08-31', to: '2026-09-30' },
  comparison: 'previous_period',
  currency: null,
  columns: ['clicks', 'previousClicks', 'clicksChange', 'impressions', 'ctr', 'position'],
  rows: [
    {
      label: 'zahradní nábytek',
      cells: {
        clicks: 1204,
        previousClicks: 2410,
        clicksChange: -1206,
        impressions: 40312,
        previousImpressions: 51200,
        impressionsChange: -10888,
        ctr: 0.029867,
        position: 6.4321,
        previousPosition: 4.1,
      },
    },
    {
      label: 'substrát na rajčata',
      cells: {
        clicks: 0,
        previousClicks: 85,
        clicksChange: -85,
        impressions: 0,
        previousImpressions: 900,
        impressionsChange: -900,
        ctr: null,
        position: null,
        previousPosition: 8.5,
      },
    },
  ],
  note: notFinalFrom('2026-10-30'),
};

/** The answer, its grouping and range spaces (no-break, narrow, thin) read as plain ones. */
const answer = (question: string, result: TChatToolResult) =>
  composeAnswer(parseQuestion(question).language, parseQuestion(question).intent, [
    { result },
  ]).replace(/[\u00a0\u202f\u2009]/g, ' ');

describe("the offline analyst's Search Console answers", () => {
  it('says which queries lost the most clicks, with both ranges, in Czech, every number grounded', () => {
    const text = answer('Které dotazy ztratily nejvíc kliků minulý měsíc?', LOST);
    expect(text).toContain(
      'Dotazy, které ztratily nejvíc prokliků, 1.–31. 10. 2026 oproti 31. 8. – 30. 9. 2026:',
    );
    expect(text).toContain(
      '- zahradní nábytek: prokliky 1 204 (předtím 2 410, −1 206), zobrazení 40 312',
    );
    expect(text).toContain('CTR 2,99 %');
    expect(text).toContain('pozice 6,43');
    expect(text).toContain(
      '- substrát na rajčata: prokliky 0 (předtím 85, −85), zobrazení 0, CTR bez dat',
    );
    expect(text).toContain('ještě nejsou konečné');
    expect(checkGrounding(text, [LOST]).ungrounded).toEqual([]);
  });

  it('answers the same question in English', () => {
    const text = answer('Which queries lost the most clicks last month?', LOST);
    expect(text).toContain(
      'Search queries that lost the most clicks, 1 – 31 October 2026 against 31 August – 30 September 2026:',
    );
    expect(text).toContain(
      '- zahradní nábytek: clicks 1,204 (before 2,410, −1,206), impressions 40,312',
    );
    expect(text).toContain('the days from 30 October 2026 are not final yet');
    expect(checkGrounding(text, [LOST]).ungrounded).toEqual([]);
  });

  it('says when Search Console is not connected, and when nothing fits', () => {
    const none = { ...LOST, rows: [], note: SEARCH_NOT_CONNECTED };
    expect(answer('Which queries lost the most clicks last month?', none)).toContain(
      'Google Search Console is not connected.',
    );
    const empty = { ...LOST, rows: [], note: null };
    expect(answer('Které dotazy ztratily nejvíc kliků minulý měsíc?', empty)).toContain(
      'V těchto dnech tomu neodpovídá žádný dotaz ani stránka.',
    );
  });
});
