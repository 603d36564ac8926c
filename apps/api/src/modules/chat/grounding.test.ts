import type { TChatToolResult } from '@kampa/contracts/chat/chat';
import { describe, expect, it } from 'vitest';
import { checkGrounding, readingsOf } from './grounding';

const result = (rows: TChatToolResult['rows']): TChatToolResult => ({
  view: 'analytics',
  range: { from: '2026-11-09', to: '2026-11-15' },
  compareRange: { from: '2026-11-02', to: '2026-11-08' },
  comparison: 'previous_period',
  currency: 'CZK',
  columns: ['value', 'previous', 'change'],
  rows,
  note: null,
});

const sessions = result([
  { label: 'sessions', cells: { value: 39003, previous: 37629, change: 0.036514 } },
  { label: 'conversionRate', cells: { value: 0.02204, previous: 0.0222, change: -0.0072 } },
  { label: 'cost', cells: { value: 2368235.44, previous: null, change: null } },
]);

describe('grounding', () => {
  it('reads numbers written the English and the Czech way', () => {
    expect(readingsOf('39,003').map((r) => r.value)).toContain(39003);
    expect(readingsOf('2,2').map((r) => r.value)).toContain(2.2);
    expect(readingsOf('2\u00a0368\u00a0235,44').map((r) => r.value)).toContain(2368235.44);
  });

  it('finds every number of an answer written from the results, in either language', () => {
    for (const text of [
      'Sessions 2026-11-09 – 2026-11-15: 39,003, +3.7 % against 37,629. Conversion rate 2.2 %. Cost 2,368,235.44 CZK.',
      'Návštěvy 2026-11-09 – 2026-11-15: 39\u00a0003, +3,7 % oproti 37\u00a0629. Konverzní poměr 2,2 %, −0,7 %. Útrata 2\u00a0368\u00a0235,44 CZK.',
      'Sessions rose 4 % (GA4).',
    ]) {
      const grounding = checkGrounding(text, [sessions]);
      expect(grounding.ungrounded, text).toEqual([]);
      expect(grounding.checked).toBeGreaterThan(0);
    }
  });

  it('flags and counts numbers that are in no result', () => {
    const grounding = checkGrounding(
      'Sessions were 39,003 (up 12 %), and 1,234 of them came from email on 2026-10-01.',
      [sessions],
    );
    expect(grounding.ungrounded).toEqual(['2026-10-01', '12', '1,234']);
    expect(grounding.checked).toBe(4);
  });

  it('flags a number rounded beyond what the text shows', () => {
    expect(checkGrounding('about 39,000 sessions', [sessions]).ungrounded).toEqual(['39,000']);
  });

  it('reads thousands grouped by a plain, a no-break, a narrow no-break or a thin space', () => {
    const visits = result([
      { label: 'sessions', cells: { value: 37150, previous: 5, change: 100 } },
    ]);
    for (const space of [' ', '\u00a0', '\u202f', '\u2009']) {
      const grounding = checkGrounding(`Návštěv bylo 37${space}150.`, [visits]);
      expect(grounding, JSON.stringify(space)).toEqual({ checked: 1, ungrounded: [] });
    }
    expect(checkGrounding('Sessions were 37 151.', [visits]).ungrounded).toEqual(['37 151']);
    // Numbers side by side that each come from a result are not read as one.
    expect(checkGrounding('The top 5 100 % rises.', [visits]).ungrounded).toEqual([]);
  });

  it('reads digits of other scripts as the digits they are', () => {
    for (const text of [
      'Sessions: ٣٩٬٠٠٣'.replace('٬', ','), // Arabic-Indic digits
      'Sessions: ３９,００３', // full-width digits
      'Sessions: ३९,००३', // Devanagari digits
      'Sessions: 𝟑𝟗,𝟎𝟎𝟑', // mathematical bold digits (outside the BMP)
    ]) {
      expect(checkGrounding(text, [sessions]), text).toEqual({ checked: 1, ungrounded: [] });
    }
    expect(checkGrounding('Sessions: ٣٩٠٠٤', [sessions]).ungrounded).toEqual(['39004']);
  });

  it('reads numbers written with an exponent', () => {
    for (const text of [
      'Sessions: 3.9003e4.',
      'Sessions: 3,9003E+4.',
      'Cost 2.36823544 × 10⁶ CZK.',
      'Cost 2.36823544·10^6 CZK.',
    ]) {
      expect(checkGrounding(text, [sessions]), text).toEqual({ checked: 1, ungrounded: [] });
    }
    // The exponent is part of the number: 3.9e4 is not the grounded 3.9 % … nor 39,003 exactly.
    expect(checkGrounding('Sessions: 3.91e4.', [sessions]).ungrounded).toEqual(['3.91e4']);
    expect(checkGrounding('Sessions: 5 × 10³.', [sessions]).ungrounded).toEqual(['5 × 10³']);
  });

  // Numbers written in words ("twelve", "dvanáct", "dvěma stům") are not read: a reliable reading
  // needs Czech inflection and would flag the many words that are not quantities ("one of them",
  // "jeden z kanálů"). The system prompt asks the model to write numbers in digits instead.

  it('flags every number when there is no result at all', () => {
    expect(checkGrounding('We had 500 sessions.', []).ungrounded).toEqual(['500']);
    expect(checkGrounding('I do not know.', [])).toEqual({ checked: 0, ungrounded: [] });
  });
});
