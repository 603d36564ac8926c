import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from '@/lib/sort';

type Row = { name: string; sessions: number; rate: number | null };
const rows: Row[] = [
  { name: 'Chorvatsko', sessions: 10, rate: 0.5 },
  { name: 'Česko', sessions: 300, rate: null },
  { name: 'Austria', sessions: 10, rate: 0.2 },
  { name: 'Slovensko', sessions: 40, rate: 0.9 },
];
const names = (list: Row[]) => list.map((row) => row.name);

describe('sorting a table', () => {
  it('orders numbers either way, ties in their original order', () => {
    expect(names(sortRows(rows, (row) => row.sessions, 'desc'))).toEqual([
      'Česko',
      'Slovensko',
      'Chorvatsko',
      'Austria',
    ]);
    expect(names(sortRows(rows, (row) => row.sessions, 'asc'))).toEqual([
      'Chorvatsko',
      'Austria',
      'Slovensko',
      'Česko',
    ]);
  });

  it('puts missing values last in both directions', () => {
    expect(names(sortRows(rows, (row) => row.rate, 'desc')).at(-1)).toBe('Česko');
    expect(names(sortRows(rows, (row) => row.rate, 'asc')).at(-1)).toBe('Česko');
  });

  it('orders text by the language’s alphabet', () => {
    expect(names(sortRows(rows, (row) => row.name, 'asc', 'cs'))).toEqual([
      'Austria',
      'Česko',
      'Chorvatsko',
      'Slovensko',
    ]);
    expect(names(sortRows(rows, (row) => row.name, 'desc', 'cs'))[0]).toBe('Slovensko');
  });

  it('flips the direction on the same column and starts a new one from its natural order', () => {
    expect(nextSort({ column: 'sessions', direction: 'desc' }, 'sessions', 'desc')).toEqual({
      column: 'sessions',
      direction: 'asc',
    });
    expect(nextSort({ column: 'sessions', direction: 'asc' }, 'name', 'asc')).toEqual({
      column: 'name',
      direction: 'asc',
    });
  });
});
