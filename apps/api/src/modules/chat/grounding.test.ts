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

  it.each([
    // Ambiguous: a comma groups in English and is the decimal point in Czech, and the other way.
    [
      '1,234',
      [
        { value: 1234, decimals: 0 },
        { value: 1.234, decimals: 3 },
      ],
    ],
    [
      '1.234',
      [
        { value: 1.234, decimals: 3 },
        { value: 1234, decimals: 0 },
      ],
    ],
    // Only one way to read these.
    ['39,003.5', [{ value: 39003.5, decimals: 1 }]],
    ['39.003,5', [{ value: 39003.5, decimals: 1 }]],
    ['1,234,567', [{ value: 1234567, decimals: 0 }]],
    ['1.234.567', [{ value: 1234567, decimals: 0 }]],
    ['12,50', [{ value: 12.5, decimals: 2 }]],
    ['1234567', [{ value: 1234567, decimals: 0 }]],
    ['1234.5', [{ value: 1234.5, decimals: 1 }]],
    ['1234.56', [{ value: 1234.56, decimals: 2 }]],
    ['1.234,56', [{ value: 1234.56, decimals: 2 }]],
    [
      '0.052',
      [
        { value: 0.052, decimals: 3 },
        { value: 52, decimals: 0 },
      ],
    ],
    ['-5', [{ value: -5, decimals: 0 }]],
    ['−0,7', [{ value: -0.7, decimals: 1 }]],
    ['+3.7', [{ value: 3.7, decimals: 1 }]],
    ['2\u00a0368\u00a0235,44', [{ value: 2368235.44, decimals: 2 }]],
    // Neither English nor Czech.
    ['1,234,5', []],
    ['12.345.6', []],
    // With an exponent: the decimals shown are those of the number it stands for.
    ['3.9e4', [{ value: 39000, decimals: 0 }]],
    ['1.5e12', [{ value: 1.5e12, decimals: 0 }]],
    ['2.5E-3', [{ value: 0.0025, decimals: 4 }]],
    ['5 × 10⁻³', [{ value: 0.005, decimals: 3 }]],
    ['5 × 10⁺³', [{ value: 5000, decimals: 0 }]],
    ['3 × 10¹²', [{ value: 3e12, decimals: 0 }]],
    ['2·10^12', [{ value: 2e12, decimals: 0 }]],
    ['2·10^−3', [{ value: 0.002, decimals: 3 }]],
  ])('reads %j as %j', (written, readings) => {
    expect(readingsOf(written)).toEqual(readings);
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
    expect(checkGrounding('The top 5 100 % rises.', [visits])).toEqual({
      checked: 2,
      ungrounded: [],
    });
    // …but one of them from nowhere flags the pair.
    expect(checkGrounding('The top 5 999 % rises.', [visits]).ungrounded).toEqual(['5 999']);
  });

  it('rounds half up, as the answer would: 12.5 % may be written 13 %', () => {
    const rate = result([{ label: 'conversionRate', cells: { value: 0.125, previous: null } }]);
    expect(checkGrounding('Conversion rate 13 %.', [rate]).ungrounded).toEqual([]);
    expect(checkGrounding('Conversion rate 14 %.', [rate]).ungrounded).toEqual(['14']);
  });

  it("grounds numbers written in a result's text: the whole and each part", () => {
    // "26 100" reads as one number grouped by a space (26100) and as 26 and 100: either may be meant.
    const campaigns = result([{ label: 'Summer 26 100 off', cells: { value: 7, previous: null } }]);
    for (const text of [
      'The campaign "Summer 26 100 off" had 7 sessions.',
      'The 100 off campaign had 7 sessions.',
      'Summer 26 had 7 sessions.',
      'That is 26,100 in total.',
    ]) {
      expect(checkGrounding(text, [campaigns]).ungrounded, text).toEqual([]);
    }
    const pages = result([{ label: 'Top 10 pages', cells: { value: 7, previous: null } }]);
    expect(checkGrounding('The top 10 pages had 7 sessions.', [pages]).ungrounded).toEqual([]);
  });

  it('reads a date with a time as its day: the time needs no result', () => {
    expect(checkGrounding('Last sync 2026-11-09T10:30:00Z.', [sessions])).toEqual({
      checked: 1,
      ungrounded: [],
    });
    expect(checkGrounding('Last sync 2026-11-19T10:30:00Z.', [sessions]).ungrounded).toEqual([
      '2026-11-19T10:30:00Z',
    ]);
  });

  it('grounds a day written the Czech way or as ISO when a result holds it (leading zeros too)', () => {
    const january = { ...result([]), range: { from: '2026-01-05', to: '2026-01-11' } };
    for (const text of ['Od 5. 1. 2026 do 11. 1. 2026.', 'From 2026-01-05 to 2026-01-11.']) {
      expect(checkGrounding(text, [january]), text).toEqual({ checked: 2, ungrounded: [] });
    }
    expect(checkGrounding('Od 6. 1. 2026.', [january]).ungrounded).toEqual(['6. 1. 2026']);
  });

  it('ignores digits that are part of a name, only those', () => {
    expect(checkGrounding('Q3 and GA4 and 3Q', [])).toEqual({ checked: 1, ungrounded: ['3'] });
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
