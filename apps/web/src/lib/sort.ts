export type SortDirection = 'asc' | 'desc';
export type SortState = { column: string; direction: SortDirection };
export type SortValue = number | string | null;

/**
 * Rows ordered by one column: numbers by value, text by the language's alphabet (so "Česko" comes
 * after "Chorvatsko" in Czech), missing values last in either direction; ties keep their order.
 */
export const sortRows = <Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => SortValue,
  direction: SortDirection,
  language = 'en',
): Row[] => {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
};

/**
 * The sort after a click on a column's header: the same column flips its direction; another one
 * starts from its natural direction (numbers biggest first, text A to Z).
 */
export const nextSort = (
  current: SortState,
  column: string,
  firstDirection: SortDirection,
): SortState =>
  current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: firstDirection };
