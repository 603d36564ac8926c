import type { DateRange } from '@kampa/contracts/common/date-range';
import { sql, type SQL } from 'drizzle-orm';

/**
 * `(VALUES (0, from, to), (1, from, to)) AS r(idx, f, t)`: the ranges a query reads, joined to a
 * fact table so each range is one index range scan, and a day in two ranges counts in both.
 */
export const rangesTable = (ranges: readonly DateRange[]): SQL =>
  sql`(VALUES ${sql.join(
    ranges.map((range, index) => sql`(${index}::int, ${range.from}::date, ${range.to}::date)`),
    sql`, `,
  )}) AS r(idx, f, t)`;

/** `$1::uuid, $2::uuid, …` for `IN (…)`. */
export const uuidList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** A range and, when compared, the compared range: index 0 and 1 of every ranged query. */
export const rangesOf = (range: DateRange, compareRange: DateRange | null): DateRange[] =>
  compareRange ? [range, compareRange] : [range];
