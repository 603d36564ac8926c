import type { TChatGrounding, TChatToolResult } from '@kampa/contracts/chat/chat';

/**
 * Grounding: every number in an answer's text must come from a tool result of that answer. A
 * number in the text matches a number of the results when it is that number as written, rounded
 * to the decimals the text shows, as a percentage of a rate (0.052 → 5.2 %), or without its sign
 * (a change written "down 5 %"). Dates (ISO or day. month. year) are read as dates, and their
 * parts count as grounded when a result holds that date. What matches nothing is flagged.
 *
 * Digits of any script (Arabic-Indic, full-width, …) are read as the digits they are; thousands
 * may be grouped by a space, a no-break space, a narrow no-break space (Czech), a thin or figure
 * space, a comma or a dot; a number may carry an exponent (3.9e4, 3,9 × 10⁴, 3.9·10^4). A number
 * grouped by plain spaces that is not grounded as one number is grounded when each of its parts
 * is ("top 5 100 % campaigns" is not one number). Numbers written in words are not read: see
 * `grounding.test.ts`.
 */
const DATE_PATTERNS = [
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g,
  /\b\d{1,2}\.\s?\d{1,2}\.\s?\d{4}\b/g,
];

/** Spaces that group thousands: plain, no-break, narrow no-break, thin and figure spaces. */
const GROUP_SPACES = ' \u00a0\u202f\u2009\u2007';
const GROUP_SPACE = new RegExp(`[${GROUP_SPACES}]`, 'g');

/** A number as text: digits grouped by spaces, commas or dots, a decimal part, an exponent. */
const NUMBER = new RegExp(
  [
    `[-−+]?(?:\\d{1,3}(?:[${GROUP_SPACES},.]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)(?!\\d)`,
    `(?:[eE][-−+]?\\d+(?![A-Za-z])|\\s?[×x·*]\\s?10(?:\\^[-−+]?\\d+|[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?`,
  ].join(''),
  'g',
);

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const DIGIT = /\p{Nd}/u;

/** The value 0–9 of a decimal digit of any script (each script's digits are ten in a row). */
const digitValue = (char: string): number => {
  const code = char.codePointAt(0) ?? 0;
  let start = code;
  while (DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
};

/** The text with every decimal digit of another script written as an ASCII digit. */
export const asciiDigits = (text: string): string =>
  text.replace(/(?![0-9])\p{Nd}/gu, (char) => String(digitValue(char)));

/** Splits "3,9 × 10⁴" or "3.9e4" into the number as written and its power of ten. */
const splitExponent = (raw: string): { mantissa: string; exponent: number } => {
  const scientific =
    /^(.*?)(?:[eE]([-−+]?\d+)|\s?[×x·*]\s?10(?:\^([-−+]?\d+)|([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)))$/.exec(raw);
  if (!scientific) return { mantissa: raw, exponent: 0 };
  const written =
    scientific[2] ??
    scientific[3] ??
    [...(scientific[4] ?? '')]
      .map((char) => (char === '⁻' ? '-' : char === '⁺' ? '' : String(SUPERSCRIPTS.indexOf(char))))
      .join('');
  return { mantissa: scientific[1] ?? raw, exponent: Number(written.replace('−', '-')) };
};

type Reading = { value: number; decimals: number };

/** The values a written number may mean (1,234 is 1234 in English and 1.234 in Czech). */
export const readingsOf = (raw: string): Reading[] => {
  const { mantissa, exponent } = splitExponent(asciiDigits(raw.trim()));
  const text = mantissa.replace(/[−]/g, '-').replace(/^\+/, '');
  const readings: Reading[] = [];
  const add = (normalized: string) => {
    const written = Number(normalized);
    if (!Number.isFinite(written)) return;
    const shown = normalized.includes('.') ? (normalized.split('.')[1]?.length ?? 0) : 0;
    const value = exponent === 0 ? written : Number(`${normalized}e${exponent}`);
    const decimals = Math.max(0, shown - exponent);
    if (!Number.isFinite(value)) return;
    if (!readings.some((r) => r.value === value && r.decimals === decimals))
      readings.push({ value, decimals });
  };
  const plain = text.replace(GROUP_SPACE, '');
  // English: commas group, a dot is the decimal point.
  if (/^-?\d{1,3}(,\d{3})*(\.\d+)?$/.test(plain) || /^-?\d+(\.\d+)?$/.test(plain))
    add(plain.replace(/,/g, ''));
  // Czech and others: dots or spaces group, a comma is the decimal point.
  if (/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(plain) || /^-?\d+(,\d+)?$/.test(plain))
    add(plain.replace(/\./g, '').replace(',', '.'));
  return readings;
};

const collect = (value: unknown, numbers: number[], strings: string[]): void => {
  if (typeof value === 'number' && Number.isFinite(value)) numbers.push(value);
  else if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) for (const item of value) collect(item, numbers, strings);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collect(item, numbers, strings);
};

/** The numbers a set of tool results holds, with the forms an answer may write them in. */
export const groundNumbers = (results: readonly TChatToolResult[]): number[] =>
  groundNumbersOf(results);

/** The numbers any value holds (its numbers, and those written in its strings), in every form. */
const groundNumbersOf = (source: unknown): number[] => {
  const numbers: number[] = [];
  const strings: string[] = [];
  collect(source, numbers, strings);
  for (const text of strings.map(asciiDigits)) {
    // An ISO date in a result ("2026-01-05") reads as 2026, −1 and −5: its parts, unsigned below.
    for (const match of text.matchAll(NUMBER)) {
      // "Summer 2026 100 off": the whole and each part, as the answer may write either.
      const parts = match[0].split(GROUP_SPACE);
      for (const written of parts.length > 1 ? [match[0], ...parts] : [match[0]])
        for (const reading of readingsOf(written)) numbers.push(reading.value);
    }
  }
  const forms = new Set<number>();
  for (const n of numbers) for (const form of [n, n * 100]) forms.add(Math.abs(form));
  return [...forms];
};

const matches = (reading: Reading, candidates: readonly number[]): boolean => {
  const value = Math.abs(reading.value);
  const tolerance = 0.5 * 10 ** -reading.decimals + 1e-9;
  return candidates.some((candidate) => Math.abs(candidate - value) <= tolerance);
};

/** Checks the numbers of `text` against the results; the ones found nowhere are `ungrounded`. */
export const checkGrounding = (text: string, results: readonly TChatToolResult[]): TChatGrounding =>
  checkGroundingAgainst(text, results);

/**
 * The same check against any value's numbers (an object, an array, strings): what another module
 * had a model word, checked against the facts it gave the model.
 */
export const checkGroundingAgainst = (text: string, source: unknown): TChatGrounding => {
  const candidates = groundNumbersOf(source);
  let rest = asciiDigits(text);
  let checked = 0;
  const ungrounded: string[] = [];
  for (const pattern of DATE_PATTERNS) {
    rest = rest.replace(pattern, (date) => {
      checked += 1;
      const parts = date.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
      if (!parts.every((part) => candidates.includes(part))) ungrounded.push(date);
      return ' ';
    });
  }
  for (const match of rest.matchAll(NUMBER)) {
    const raw = match[0].trim();
    // A digit that is part of a word or a name ("GA4", "Q3") is not a number of the answer.
    const before = rest[match.index - 1] ?? ' ';
    if (/[A-Za-z]/.test(before)) continue;
    const isGrounded = (written: string) =>
      readingsOf(written).some((reading) => matches(reading, candidates));
    if (isGrounded(raw)) {
      checked += 1;
      continue;
    }
    // "between 5 100 and …": numbers side by side that each come from a result.
    const parts = raw.split(/ +/);
    if (parts.length > 1 && parts.every(isGrounded)) {
      checked += parts.length;
      continue;
    }
    checked += 1;
    ungrounded.push(raw);
  }
  return { checked, ungrounded };
};
