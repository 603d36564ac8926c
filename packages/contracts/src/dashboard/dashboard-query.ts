import { z } from 'zod';
import { COMPARISONS, DATE_PRESETS, MAX_RANGE_DAYS, rangeLength } from '../common/date-range';

export { DEFAULT_PRESET, MAX_RANGE_DAYS } from '../common/date-range';

export const ZIsoDateSchema = z.iso.date().describe('A calendar date, YYYY-MM-DD');
export const ZDateRangeSchema = z.object({ from: ZIsoDateSchema, to: ZIsoDateSchema });

/**
 * What every dashboard (and the portfolio, and the chat's tools) takes: a named range (`preset`)
 * or custom `from`–`to` (both ends included, the source's own days), and what to compare it with.
 * Neither given means the default preset. Kept in the web's URL search params as they are here.
 */
export const ZDashboardQuerySchema = z
  .object({
    preset: z.enum(DATE_PRESETS).optional(),
    from: ZIsoDateSchema.optional(),
    to: ZIsoDateSchema.optional(),
    compare: z.enum(COMPARISONS).default('previous_period'),
  })
  .superRefine((query, ctx) => {
    const issue = (path: 'preset' | 'from' | 'to', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (query.preset && (query.from !== undefined || query.to !== undefined)) {
      issue('preset', 'give either a preset or from and to, not both');
      return;
    }
    if (query.from === undefined && query.to !== undefined) {
      issue('from', 'is required with to');
      return;
    }
    if (query.from !== undefined && query.to === undefined) {
      issue('to', 'is required with from');
      return;
    }
    if (query.from === undefined || query.to === undefined) return;
    if (query.from > query.to) {
      issue('to', 'must not be before from');
      return;
    }
    if (rangeLength({ from: query.from, to: query.to }) > MAX_RANGE_DAYS) {
      issue('to', `the range may span at most ${MAX_RANGE_DAYS} days`);
    }
  });
export type TDashboardQuery = z.output<typeof ZDashboardQuerySchema>;
export type TDashboardQueryInput = z.input<typeof ZDashboardQuerySchema>;
