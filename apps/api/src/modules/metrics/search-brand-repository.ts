import type { DateRange } from '@kampa/contracts/common/date-range';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { GSC_OTHER_QUERIES, gscDailyDimension, searchBrandTerms } from '../../db/schema';
import { rangesTable } from './sql-ranges';

/** Clicks and impressions of a range's brand and non-brand named queries. */
export type BrandSums = {
  rangeIndex: number;
  brand: { clicks: number; impressions: number };
  nonBrand: { clicks: number; impressions: number };
};

/**
 * The form a query is compared in, as `brandForm` of the contracts computes it: decomposed, the
 * combining marks dropped, lower case, single spaces.
 */
const queryForm = sql`btrim(regexp_replace(lower(regexp_replace(normalize(v.value, NFD), '[\\u0300-\\u036f]', '', 'g')), '\\s+', ' ', 'g'))`;

/**
 * Per range, the clicks and impressions of the named queries (the `(other)` row, Google's
 * anonymised queries, left out) that contain any of `forms` (brand) and of those that contain
 * none. `forms` are the terms already in `brandForm`.
 */
export const searchBrandSums = async (
  db: Database,
  projectId: string,
  input: { ranges: readonly DateRange[]; forms: readonly string[] },
): Promise<BrandSums[]> => {
  const result = await db.execute<{
    rangeIndex: number;
    isBrand: boolean;
    clicks: number;
    impressions: number;
  }>(sql`
    WITH v AS (
      SELECT r.idx, d.value, sum(d.clicks) AS clicks, sum(d.impressions) AS impressions
      FROM ${rangesTable(input.ranges)}
      JOIN ${gscDailyDimension} d
        ON d.project_id = ${projectId}::uuid AND d.dimension = 'query'
        AND d.date BETWEEN r.f AND r.t AND d.value <> ${GSC_OTHER_QUERIES}
      GROUP BY r.idx, d.value
    )
    SELECT v.idx AS "rangeIndex",
      EXISTS (
        SELECT 1 FROM jsonb_array_elements_text(${JSON.stringify(input.forms)}::jsonb) AS t(form)
        WHERE strpos(${queryForm}, t.form) > 0
      ) AS "isBrand",
      coalesce(sum(v.clicks), 0)::float8 AS clicks,
      coalesce(sum(v.impressions), 0)::float8 AS impressions
    FROM v
    GROUP BY 1, 2`);
  return input.ranges.map((_, rangeIndex) => {
    const part = (isBrand: boolean) => {
      const row = result.rows.find(
        (item) => item.rangeIndex === rangeIndex && item.isBrand === isBrand,
      );
      return { clicks: row?.clicks ?? 0, impressions: row?.impressions ?? 0 };
    };
    return { rangeIndex, brand: part(true), nonBrand: part(false) };
  });
};

/** The project's brand terms, in the order set (none until an editor sets them). */
export const readBrandTerms = async (db: Database, projectId: string): Promise<string[]> => {
  const [row] = await db
    .select({ terms: searchBrandTerms.terms })
    .from(searchBrandTerms)
    .where(eq(searchBrandTerms.projectId, projectId));
  return row?.terms ?? [];
};
