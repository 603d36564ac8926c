import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv, UTF8_BOM } from './csv';

describe('CSV export', () => {
  it('starts with the UTF-8 byte-order mark so Excel reads Czech text', () => {
    const csv = toCsv([
      ['Zdroj', 'Návštěvy'],
      ['přímá', 12],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.slice(1)).toBe('Zdroj,Návštěvy\r\npřímá,12\r\n');
  });

  it('writes numbers unformatted and empty cells for missing values', () => {
    expect(toCsv([[1234567.891, 0.125, -3, null, Number.NaN]]).slice(1)).toBe(
      '1234567.891,0.125,-3,,\r\n',
    );
  });

  it('quotes text with commas, quotes, line breaks or edge spaces', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', ' padded', 'plain']]).slice(1)).toBe(
      '"a,b","say ""hi""","two\nlines"," padded",plain\r\n',
    );
  });

  it('keeps text that looks like a formula from running in a spreadsheet', () => {
    expect(toCsv([['=SUM(A1)', '+420', '@x', '-1', 'a=b']]).slice(1)).toBe(
      "'=SUM(A1),'+420,'@x,'-1,a=b\r\n",
    );
  });

  it('quotes text with semicolons, the separator of Czech Excel, so no half of a cell runs', () => {
    expect(toCsv([['Brand;=1+1', 'a;b']]).slice(1)).toBe('"Brand;=1+1","a;b"\r\n');
  });

  it('neutralises a formula after leading tabs, carriage returns, line breaks or spaces', () => {
    expect(toCsv([['\t=1+1', '\r+1', ' =1+1', '\n@SUM(A1)', ' -1']]).slice(1)).toBe(
      "'\t=1+1,\"'\r+1\",' =1+1,\"'\n@SUM(A1)\",' -1\r\n",
    );
  });

  it('names files without spaces or accents', () => {
    expect(csvFileName('Zahradní centrum', 'Zdroj / médium', '2026-03-01–2026-03-28')).toBe(
      'zahradni-centrum_zdroj-medium_2026-03-01-2026-03-28.csv',
    );
  });

  it('writes what Czech Excel opens as columns: semicolons, decimal commas, rates as percent', () => {
    const csv = toCsv(
      [
        ['Kampaň', 'Náklady (CZK)', 'CTR', 'Poznámka'],
        ['Brand', 1234567.891, { rate: 0.18447007689735875 }, 'a;b, c'],
      ],
      'excel-cs',
    );
    expect(csv.slice(1)).toBe(
      'Kampaň;Náklady (CZK);CTR;Poznámka\r\nBrand;1234567,891;18,45%;"a;b, c"\r\n',
    );
  });

  it('rounds what it writes to 6 decimals, never to an exponent', () => {
    expect(toCsv([[0.18447007689735875, { rate: 0.18447007689735875 }, 1e-9, 12]]).slice(1)).toBe(
      '0.18447,0.18447,0,12\r\n',
    );
  });
});
