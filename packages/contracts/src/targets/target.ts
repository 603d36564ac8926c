import { z } from 'zod';
import { ZProjectParamsSchema } from '../common/params';
import { ZIsoDateSchema } from '../dashboard/dashboard-query';
import { TARGET_METRICS } from './target-metrics';

/** The largest target a metric may hold. */
export const TARGET_VALUE_MAX = 1e12;

/** A calendar month, `YYYY-MM`, from 2000 to 2099. */
export const ZTargetMonthSchema = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM, from 2000 to 2099')
  .meta({ examples: ['2026-11'] });

export const ZTargetParamsSchema = ZProjectParamsSchema.extend({ month: ZTargetMonthSchema });

/** One target as it is set: a metric and the value for the whole month (ROAS as 4.2 = 420 %). */
export const ZTargetValueSchema = z.object({
  metric: z.enum(TARGET_METRICS),
  value: z
    .number()
    .finite('must be a finite number')
    .positive('must be more than 0')
    .max(TARGET_VALUE_MAX, `must be at most ${TARGET_VALUE_MAX}`),
});

/** A month's targets, replaced whole: each metric at most once; none clears the month. */
export const ZSetTargetsBodySchema = z.object({
  targets: z
    .array(ZTargetValueSchema)
    .max(TARGET_METRICS.length)
    .superRefine((targets, ctx) => {
      const seen = new Set<string>();
      targets.forEach((target, index) => {
        if (seen.has(target.metric)) {
          ctx.addIssue({ code: 'custom', path: [index, 'metric'], message: 'must not repeat' });
        }
        seen.add(target.metric);
      });
    }),
});
export type TSetTargetsBody = z.infer<typeof ZSetTargetsBodySchema>;

export const TARGET_STATUSES = ['on_track', 'behind', 'no_data'] as const;
export type TTargetStatus = (typeof TARGET_STATUSES)[number];

/**
 * A target and how the month is going: the overview's number for the month's days gone by (today,
 * not over, is not one of them) against the target prorated to those days (a total's share: target
 * × days gone ÷ days in the month; a ratio's target as it is). `no_data` while no day of the month
 * is over or the source holds none of its days.
 */
export const ZTargetProgressSchema = z
  .object({
    metric: z.enum(TARGET_METRICS),
    /** The whole month's target. */
    value: z.number(),
    /** The number so far, or null when there is none. */
    actual: z.number().nullable(),
    /** What the target asks for by now: prorated for totals, the target itself for ratios. */
    expected: z.number(),
    status: z.enum(TARGET_STATUSES),
    /** The currency of a money metric (revenue: the property's; CPA: the Ads account's). */
    currency: z.string().nullable(),
    /**
     * Of the days counted, how many the metric's source holds: fewer than `daysElapsed` means the
     * number covers only those (a sync not done yet), and the screen says so.
     */
    daysWithData: z.number().int(),
    /** The first counted day Google may still revise, or null. */
    unsettledFrom: ZIsoDateSchema.nullable(),
  })
  .meta({ id: 'TargetProgress' });
export type TTargetProgress = z.infer<typeof ZTargetProgressSchema>;

export const ZTargetsSchema = z
  .object({
    month: ZTargetMonthSchema,
    /** The month's days counted so far (first day to yesterday, or the whole month once over). */
    days: z.object({ from: ZIsoDateSchema, to: ZIsoDateSchema }).nullable(),
    daysElapsed: z.number().int(),
    daysTotal: z.number().int(),
    /** The month is over: the numbers are the month's. */
    isMonthOver: z.boolean(),
    /** The sources' currencies (revenue is the property's, CPA the Ads account's), or null. */
    currency: z.object({ analytics: z.string().nullable(), ads: z.string().nullable() }),
    targets: z.array(ZTargetProgressSchema),
  })
  .meta({ id: 'Targets' });
export type TTargets = z.infer<typeof ZTargetsSchema>;
