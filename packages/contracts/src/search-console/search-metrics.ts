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

/** Top queries or pages of the range by clicks, each with the compared range's numbers. */
export const ZSearchTableSchema = z
  .object({
    rows: z.array(
      z.object({
        value: z.string(),
        values: ZSearchValuesSchema,
        /** Over the compared range (zeros when absent then); null without comparison. */
        previous: ZSearchValuesSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'SearchTable' });
export type TSearchTable = z.infer<typeof ZSearchTableSchema>;
