/** A cell of an exported table: text, a plain number (never formatted) or nothing. */
export type CsvCell = string | number | null;

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

const toCell = (value: CsvCell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) || text.trim() !== text ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * RFC 4180 CSV (comma-separated, CRLF line ends, quotes doubled) with the UTF-8 byte-order mark.
 * Numbers are written as they are (`1234.5`, `0.125`), so a spreadsheet can compute with them.
 */
export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  UTF8_BOM + rows.map((row) => row.map(toCell).join(',')).join('\r\n') + '\r\n';

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
