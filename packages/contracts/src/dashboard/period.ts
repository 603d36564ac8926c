import { z } from 'zod';
import {
  COMPARISONS,
  comparisonRange,
  DATE_PRESETS,
  presetRange,
  rangeLength,
  type IsoDate,
} from '../common/date-range';
import {
  DEFAULT_PRESET,
  ZDateRangeSchema,
  ZIsoDateSchema,
  type TDashboardQuery,
} from './dashboard-query';

/** Ranges longer than this are drawn by week: a daily line of a year says little. */
export const DAILY_SERIES_MAX_DAYS = 90;

export const GRANULARITIES = ['day', 'week'] as const;
export type TGranularity = (typeof GRANULARITIES)[number];

/** The days a dashboard shows, resolved: the screen prints these, the chat cites them. */
export const ZPeriodSchema = z
  .object({
    /** The named range asked for, or null for a custom one. */
    preset: z.enum(DATE_PRESETS).nullable(),
    comparison: z.enum(COMPARISONS),
    /** The time zone whose "today" resolved the preset (the source's own). */
    timeZone: z.string(),
    today: ZIsoDateSchema,
    range: ZDateRangeSchema,
    /** The range compared with; null with `comparison: none`. */
    compareRange: ZDateRangeSchema.nullable(),
    days: z.number().int(),
    /** How the series is bucketed: by day up to 90 days, by week beyond. */
    granularity: z.enum(GRANULARITIES),
  })
  .meta({ id: 'DashboardPeriod' });
export type TPeriod = z.infer<typeof ZPeriodSchema>;

export const granularityOf = (days: number): TGranularity =>
  days > DAILY_SERIES_MAX_DAYS ? 'week' : 'day';

/**
 * A dashboard query made concrete for a source whose today is `today`: the preset's days (or the
 * custom ones), the comparison's days and how the series is bucketed.
 */
export const resolvePeriod = (
  query: TDashboardQuery,
  today: IsoDate,
  timeZone: string,
): TPeriod => {
  const isCustom = query.from !== undefined && query.to !== undefined;
  const preset = isCustom ? null : (query.preset ?? DEFAULT_PRESET);
  const range =
    preset === null
      ? { from: query.from ?? today, to: query.to ?? today }
      : presetRange(preset, today);
  const days = rangeLength(range);
  return {
    preset,
    comparison: query.compare,
    timeZone,
    today,
    range,
    compareRange: comparisonRange(range, query.compare),
    days,
    granularity: granularityOf(days),
  };
};
