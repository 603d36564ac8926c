import type { TChatGrounding, TChatToolResult } from '@kampa/contracts/chat/chat';

/**
 * Grounding: every number in an answer's text must come from a tool result of that answer. A
 * number in the text matches a number of the results when it is that number as written, rounded
 * to the decimals the text shows, as a percentage of a rate (0.052 → 5.2 %), or without its sign
 * (a change written "down 5 %"). Dates (ISO or day. month. year) are read as dates, and their
 * parts count as grounded when a result holds that date. What matches nothing is flagged.
 */
const DATE_PATTERNS = [
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g,
  /\b\d{1,2}\.\s?\d{1,2}\.\s?\d{4}\b/g,
];

/** A number as text: digits grouped by non-breaking spaces, commas or dots, a decimal part. */
const NUMBER = /[-−+]?\d{1,3}(?:[\u00a0\u202f,.]\d{3})+(?:[.,]\d+)?|[-−+]?\d+(?:[.,]\d+)?/g;

type Reading = { value: number; decimals: number };

/** The values a written number may mean (1,234 is 1234 in English and 1.234 in Czech). */
export const readingsOf = (raw: string): Reading[] => {
  const text = raw.replace(/[−]/g, '-').replace(/^\+/, '');
  const readings: Reading[] = [];
  const add = (normalized: string) => {
    const value = Number(normalized);
    if (!Number.isFinite(value)) return;
    const decimals = normalized.includes('.') ? (normalized.split('.')[1]?.length ?? 0) : 0;
    if (!readings.some((r) => r.value === value && r.decimals === decimals))
      readings.push({ value, decimals });
  };
  const plain = text.replace(/[ \u00a0\u202f]/g, '');
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
export const groundNumbers = (results: readonly TChatToolResult[]): number[] => {
  const numbers: number[] = [];
  const strings: string[] = [];
  collect(results, numbers, strings);
  for (const text of strings) {
    for (const match of text.matchAll(/\d{4}-\d{2}-\d{2}/g)) {
      const [year, month, day] = match[0].split('-').map(Number);
      numbers.push(year ?? 0, month ?? 0, day ?? 0);
    }
    for (const match of text.matchAll(NUMBER))
      for (const reading of readingsOf(match[0])) numbers.push(reading.value);
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
export const checkGrounding = (
  text: string,
  results: readonly TChatToolResult[],
): TChatGrounding => {
  const candidates = groundNumbers(results);
  let rest = text;
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
    checked += 1;
    if (!readingsOf(raw).some((reading) => matches(reading, candidates))) ungrounded.push(raw);
  }
  return { checked, ungrounded };
};
