/**
 * A cell of an exported table: text, a plain number (never formatted), a rate (a fraction, shown
 * as a percentage where the dialect has one) or nothing.
 */
export type CsvCell = string | number | { rate: number } | null;

/**
 * `standard`: RFC 4180 (commas, dot decimals), for tools and most spreadsheets. `excel-cs`: what
 * Excel with Czech settings opens as columns: semicolons, decimal commas, rates as `18,45%`.
 */
export type CsvDialect = 'standard' | 'excel-cs';

const SEPARATOR: Record<CsvDialect, string> = { standard: ',', 'excel-cs': ';' };

/** Excel reads a file as UTF-8 only when it starts with the byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe (CSV injection): starting
 * with = + - @, with a tab or carriage return, or with one of those after leading white space.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;

/**
 * Quoted: the separators of every locale (Czech Excel splits on `;`, others on `,`), quotes, line
 * breaks and edge spaces, so no cell is cut in two and no half of one starts a formula.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/** At most `digits` decimals, never an exponent (`1e-7`), no trailing zeros. */
const plain = (value: number, digits: number): string => {
  const text = value.toFixed(digits);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

const numberText = (value: number, dialect: CsvDialect, digits = 6): string => {
  const text = plain(value, digits);
  return dialect === 'excel-cs' ? text.replace('.', ',') : text;
};

const toCell = (value: CsvCell, dialect: CsvDialect): string => {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value, dialect) : '';
  if (typeof value === 'object') {
    if (!Number.isFinite(value.rate)) return '';
    return dialect === 'excel-cs'
      ? `${numberText(value.rate * 100, dialect, 2)}%`
      : numberText(value.rate, dialect);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) || text.trim() !== text ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * CSV with CRLF line ends, quotes doubled and the UTF-8 byte-order mark, in the dialect asked for.
 * Numbers are written unformatted (`1234.5`, rounded to 6 decimals), so a spreadsheet can compute
 * with them.
 */
export const toCsv = (
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = 'standard',
): string =>
  UTF8_BOM +
  rows
    .map((row) => row.map((cell) => toCell(cell, dialect)).join(SEPARATOR[dialect]))
    .join('\r\n') +
  '\r\n';

/** A file name safe on every system: letters, digits, dots, dashes and underscores only. */
export const csvFileName = (...parts: string[]): string =>
  `${parts
    .map((part) =>
      part
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-zA-Z0-9._]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase(),
    )
    .filter(Boolean)
    .join('_')}.csv`;

/** Saves the CSV text as a file through the browser's download. */
export const downloadCsv = (fileName: string, csv: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give the browser a moment before freeing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
};
