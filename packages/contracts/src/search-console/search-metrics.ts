import { z } from 'zod';

/** The search screen's KPIs: clicks, impressions, CTR and average position (lower is better). */
export const SEARCH_METRICS = ['clicks', 'impressions', 'ctr', 'position'] as const;
export type TSearchMetric = (typeof SEARCH_METRICS)[number];

/** A range's numbers: CTR = clicks / impressions, position weighted by impressions. */
export const ZSearchValuesSchema = z
  .object({
    clicks: z.number(),
    impressions: z.number(),
    ctr: z.number().nullable(),
    position: z.number().nullable(),
  })
  .meta({ id: 'SearchValues' });
export type TSearchValues = z.infer<typeof ZSearchValuesSchema>;

/** A query or page with its numbers over the range and over the compared range. */
export const ZSearchRowSchema = z
  .object({
    value: z.string(),
    values: ZSearchValuesSchema,
    /** Over the compared range (zeros when absent then); null without comparison. */
    previous: ZSearchValuesSchema.nullable(),
  })
  .meta({ id: 'SearchRow' });
export type TSearchRow = z.infer<typeof ZSearchRowSchema>;

/**
 * Top queries or pages of the range by clicks, each with the compared range's numbers, and the
 * site's totals: Google's own (the KPIs'), more than the rows add up to, since Google leaves rare
 * queries out of its rows. `total` is null while the site is not connected.
 */
export const ZSearchTableSchema = z
  .object({
    rows: z.array(ZSearchRowSchema),
    total: z
      .object({ values: ZSearchValuesSchema, previous: ZSearchValuesSchema.nullable() })
      .nullable(),
  })
  .meta({ id: 'SearchTable' });
export type TSearchTable = z.infer<typeof ZSearchTableSchema>;

/** Clicks and impressions of a part of the site's queries. */
export const ZSearchCountsSchema = z.object({ clicks: z.number(), impressions: z.number() });
export type TSearchCounts = z.infer<typeof ZSearchCountsSchema>;

/**
 * A range's clicks and impressions split by the brand terms: `brand` (a query containing a term),
 * `nonBrand` (a named query containing none) and `unclassified` (queries Google does not name:
 * the rare ones it anonymises). The three add up to Google's totals.
 */
export const ZBrandSplitSchema = z
  .object({
    brand: ZSearchCountsSchema,
    nonBrand: ZSearchCountsSchema,
    unclassified: ZSearchCountsSchema,
  })
  .meta({ id: 'SearchBrandSplit' });
export type TBrandSplit = z.infer<typeof ZBrandSplitSchema>;

/** Brand against non-brand: the terms, and the split over the range and the compared range. */
export const ZSearchBrandSchema = z
  .object({
    terms: z.array(z.string()),
    /** Null without terms (or without a site). */
    split: ZBrandSplitSchema.nullable(),
    /** Null without terms or without comparison. */
    previous: ZBrandSplitSchema.nullable(),
  })
  .meta({ id: 'SearchBrand' });
export type TSearchBrand = z.infer<typeof ZSearchBrandSchema>;

/** How many queries and pages the gainers and losers list each. */
export const SEARCH_MOVERS_ROWS = 5;

/**
 * The queries and pages that gained and lost most clicks against the compared range. Ranked only
 * when the comparison is like for like (both ranges wholly held): else `comparable` is false and
 * the lists are empty.
 */
export const ZSearchMoversSchema = z
  .object({
    comparable: z.boolean(),
    queries: z.object({ gained: z.array(ZSearchRowSchema), lost: z.array(ZSearchRowSchema) }),
    pages: z.object({ gained: z.array(ZSearchRowSchema), lost: z.array(ZSearchRowSchema) }),
  })
  .meta({ id: 'SearchMovers' });
export type TSearchMovers = z.infer<typeof ZSearchMoversSchema>;
