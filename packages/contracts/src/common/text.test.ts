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

  it('allows line breaks and tabs in multi-line text, and nothing else of the above', () => {
    expect(isSafeMultiLineText('First line\r\nSecond\tline')).toBe(true);
    expect(isSafeMultiLineText('a\u0000b')).toBe(false);
    expect(isSafeMultiLineText('a\u202Eb')).toBe(false);
  });

  it('makes text from elsewhere safe instead of refusing it', () => {
    expect(toSafeSingleLineText(' Eve\u0000\u202E Admin\n')).toBe('Eve  Admin');
    expect(isSafeSingleLineText(toSafeSingleLineText(`x${LONE_SURROGATE}\u2067y`))).toBe(true);
  });
});
