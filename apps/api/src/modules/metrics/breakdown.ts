import type { TBreakdown } from '@kampa/contracts/analytics/analytics-metrics';
import { addGa, analyticsValues, ZERO_GA, type GaSums } from './derived';

/**
 * One dimension value's sums over the range and the compared range, as the repository ranks and
 * folds them: the top values by the ranking metric, then (`value` null) every other value summed.
 */
export type BreakdownPart = {
  value: string | null;
  /** How many distinct values this part holds: 1 for a top value, the rest's count for "other". */
  valueCount: number;
  current: GaSums;
  previous: GaSums;
};

/**
 * A breakdown table from its parts: the top rows, "other", and the total of both, which is what
 * the table's totals row shows (and equals the KPIs, as every day's values add up to the day).
 */
export const assembleBreakdown = (
  parts: readonly BreakdownPart[],
  hasComparison: boolean,
): TBreakdown => {
  const rows = parts.filter((part) => part.value !== null);
  const other = parts.find((part) => part.value === null) ?? null;
  const current = parts.reduce((sum, part) => addGa(sum, part.current), ZERO_GA);
  const previous = parts.reduce((sum, part) => addGa(sum, part.previous), ZERO_GA);
  const previousOf = (sums: GaSums) => (hasComparison ? analyticsValues(sums) : null);
  return {
    rows: rows.map((part) => ({
      value: part.value ?? '',
      values: analyticsValues(part.current),
      previous: previousOf(part.previous),
    })),
    other: other
      ? {
          valueCount: other.valueCount,
          values: analyticsValues(other.current),
          previous: previousOf(other.previous),
        }
      : null,
    total: { values: analyticsValues(current), previous: previousOf(previous) },
    valueCount: parts.reduce((sum, part) => sum + part.valueCount, 0),
  };
};

/** A breakdown with nothing in it (the source is not connected). */
export const EMPTY_BREAKDOWN: TBreakdown = { rows: [], other: null, total: null, valueCount: 0 };
