import { z } from 'zod';
import { ZProjectEventSchema, type TProjectEvent } from '../events/event';
import { ZIsoDateSchema } from './dashboard-query';

/**
 * A headline number with its comparison: `previous` is the same metric over the compared range
 * (null without a comparison), `change` the relative change `(value − previous) / previous` (null
 * when either is missing or previous is 0). `value` is null when the source is not connected (and
 * for users when no exact count and no estimate exist, see `usersAccuracy`).
 */
export const ZKpiSchema = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
});
export type TKpi = z.infer<typeof ZKpiSchema>;

/** An object with the same schema under each key (KPIs and metric values by name). */
export const keyedBy = <K extends string, T extends z.ZodType>(keys: readonly K[], schema: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, T>);

/**
 * How many of the range's days the synced copy holds: fewer than `days` means the range reaches
 * before the first synced day or past the last (the screen says "no data in range" at 0).
 */
export const ZCoverageSchema = z.object({
  days: z.number().int(),
  daysWithData: z.number().int(),
  compareDays: z.number().int().nullable(),
  compareDaysWithData: z.number().int().nullable(),
  /**
   * The first day of the range that Google may still revise (the source's settling window: the
   * newest days every sync re-reads, `SETTLING_DAYS` unless the deployment sets its own): its
   * numbers are not final. Null when the range ends before them.
   */
  unsettledFrom: ZIsoDateSchema.nullable(),
});
export type TCoverage = z.infer<typeof ZCoverageSchema>;

/**
 * Distinct users do not add up across days. `exact`: Google's own count for exactly this range
 * (stored by the sync for every preset, its comparisons and every calendar month; a single day is
 * exact too). `estimate`: the sum of the days' users scaled by the ratio of distinct users to
 * summed daily users of the stored range nearest in length. Null when the value is null.
 */
export const USERS_ACCURACIES = ['exact', 'estimate'] as const;
export const ZUsersAccuracySchema = z.enum(USERS_ACCURACIES);
export type TUsersAccuracy = z.infer<typeof ZUsersAccuracySchema>;
export const ZUsersAccuracyPairSchema = z.object({
  value: ZUsersAccuracySchema.nullable(),
  previous: ZUsersAccuracySchema.nullable(),
});

/** One bucket of a series: a day, or up to seven days from the range's start. */
export const seriesPointOf = <T extends z.ZodType>(values: T) =>
  z.object({
    from: ZIsoDateSchema,
    to: ZIsoDateSchema,
    /** Days in the bucket: 1 by day; 7 by week except a shorter last week. */
    days: z.number().int(),
    values,
  });

/**
 * The trend: `points` over the range, `previous` over the compared range, aligned by position
 * (previous[i] is the bucket compared with points[i]; a year back may be a day longer or shorter).
 */
export const seriesOf = <T extends z.ZodType>(values: T) =>
  z.object({
    points: z.array(seriesPointOf(values)),
    previous: z.array(seriesPointOf(values)).nullable(),
  });

/**
 * Something that happened in the range, drawn as a marker on the trend at `date`: any event of the
 * project's timeline (an annotation over several days is marked at its first day).
 */
export const ZDashboardEventSchema = ZProjectEventSchema;
export type TDashboardEvent = TProjectEvent;
