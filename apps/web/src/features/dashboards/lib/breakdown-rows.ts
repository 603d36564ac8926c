import type { TAnalyticsValues, TBreakdown } from '@kampa/contracts/analytics/analytics-metrics';

/** A breakdown table's row: a value of the dimension, "other", or the total. */
export type BreakdownRow = {
  key: string;
  kind: 'value' | 'other' | 'total';
  /** The dimension's value; for "other", how many values it folds together. */
  label: string;
  otherCount: number;
  values: TAnalyticsValues;
  previous: TAnalyticsValues | null;
};

/** The relative change of a number against the comparison; null without one or from zero. */
export const relativeChange = (value: number, previous: number | null | undefined) =>
  previous === null || previous === undefined || previous === 0
    ? null
    : (value - previous) / previous;

/** A breakdown as the table draws it: the top values, then "other", and the totals. */
export const breakdownRows = (breakdown: TBreakdown) => ({
  rows: breakdown.rows.map((row): BreakdownRow => ({
    key: `value:${row.value}`,
    kind: 'value',
    label: row.value,
    otherCount: 0,
    values: row.values,
    previous: row.previous,
  })),
  other: breakdown.other
    ? [
        {
          key: 'other',
          kind: 'other' as const,
          label: '',
          otherCount: breakdown.other.valueCount,
          values: breakdown.other.values,
          previous: breakdown.other.previous,
        },
      ]
    : [],
  total: breakdown.total
    ? {
        key: 'total',
        kind: 'total' as const,
        label: '',
        otherCount: 0,
        values: breakdown.total.values,
        previous: breakdown.total.previous,
      }
    : null,
});
