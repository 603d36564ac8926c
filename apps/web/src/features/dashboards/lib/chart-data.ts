import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import type { IsoDate } from '@kampa/contracts/common/date-range';

/** One bucket of a series as the series is answered: its days and its values. */
export type SeriesBucket<V> = { from: IsoDate; to: IsoDate; days: number; values: V };
export type Series<V> = { points: SeriesBucket<V>[]; previous: SeriesBucket<V>[] | null };

/** A point of the trend: the bucket, its value and the compared bucket's value (same position). */
export type TrendPoint = {
  from: IsoDate;
  to: IsoDate;
  days: number;
  value: number | null;
  previous: { from: IsoDate; to: IsoDate; value: number | null } | null;
};

/** The trend of one metric: the range's buckets, each with the compared bucket at its position. */
export const trendPoints = <V>(series: Series<V>, pick: (values: V) => number | null) =>
  series.points.map((point, index): TrendPoint => {
    const compared = series.previous?.[index];
    return {
      from: point.from,
      to: point.to,
      days: point.days,
      value: pick(point.values),
      previous: compared
        ? { from: compared.from, to: compared.to, value: pick(compared.values) }
        : null,
    };
  });

/**
 * What a trend marks, as the dashboard hands it to the chart: the range's events (and the Ads
 * account's currency, for budget titles). The chart turns them into markers and bands in its own
 * lazily loaded chunk (`chart-marks.ts`, `use-trend-marks.ts`), so the route's initial JS holds
 * none of it.
 */
export type TrendEvents = {
  events: readonly TDashboardEvent[];
  adsCurrency: string | null;
};
