import { describe, expect, it } from 'vitest';
import { isSafeMultiLineText, isSafeSingleLineText, toSafeSingleLineText } from './text';

const LONE_SURROGATE = String.fromCharCode(0xd800);

describe('text people type', () => {
  it('accepts ordinary text in any script, emoji included', () => {
    for (const text of [
      'Kavárna Na Rohu',
      'Пекарня',
      'مقهى',
      '咖啡馆',
      'Shop 🚀',
      "O'Neil & Co.",
    ]) {
      expect(isSafeSingleLineText(text), text).toBe(true);
    }
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['a tab', 'a\tb'],
    ['escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a line separator', 'a\u2028b'],
    ['a right-to-left override', 'a\u202Egpj.exe'],
    ['a left-to-right isolate', 'a\u2066b'],
    ['an unpaired surrogate', `a${LONE_SURROGATE}b`],
  ])('refuses %s in a one-line value', (_name, text) => {
    expect(isSafeSingleLineText(text)).toBe(false);
  });

  // The first and last character of each refused range, and the neighbours just outside it.
  it.each([
    ['U+001F', '\u001F'],
    ['U+009F', '\u009F'],
    ['a paragraph separator', '\u2029'],
    ['U+202A', '\u202A'],
    ['U+2069', '\u2069'],
  ])('refuses %s in a one-line value', (_name, character) => {
    expect(isSafeSingleLineText(`a${character}b`)).toBe(false);
  });

  it('accepts the characters just outside the refused ranges', () => {
    for (const character of [' ', '~', '\u00A0', '\u2027', '\u202F', '\u2065', '\u206A']) {
      expect(isSafeSingleLineText(`a${character}b`), character).toBe(true);
      expect(isSafeMultiLineText(`a${character}b`), character).toBe(true);
    }
  });

  it.each([
    ['U+0008', '\u0008'],
    ['a vertical tab', '\u000B'],
    ['a form feed', '\u000C'],
    ['U+000E', '\u000E'],
    ['U+001F', '\u001F'],
    ['DEL', '\u007F'],
    ['U+009F', '\u009F'],
    ['U+202A', '\u202A'],
    ['U+2069', '\u2069'],
    ['an unpaired surrogate', LONE_SURROGATE],
  ])('refuses %s in multi-line text', (_name, character) => {
    expect(isSafeMultiLineText(`a${character}b`)).toBe(false);
  });

  it('allows line breaks and tabs in multi-line text, and nothing else of the above', () => {
    expect(isSafeMultiLineText('First line\r\nSecond\tline')).toBe(true);
    expect(isSafeMultiLineText('a\u0000b')).toBe(false);
    expect(isSafeMultiLineText('a\u202Eb')).toBe(false);
  });

  it('makes text from elsewhere safe instead of refusing it', () => {
    expect(toSafeSingleLineText(' Eve\u0000\u202E Admin\n')).toBe('Eve  Admin');
    expect(isSafeSingleLineText(toSafeSingleLineText(`x${LONE_SURROGATE}\u2067y`))).toBe(true);
    // Every occurrence, not only the first: controls become spaces, direction marks go, unpaired
    // surrogates become the replacement character.
    expect(toSafeSingleLineText(`a\tb\tc\u202Ad\u202Ee${LONE_SURROGATE}f${LONE_SURROGATE}g`)).toBe(
      'a b cde\uFFFDf\uFFFDg',
    );
  });
});
