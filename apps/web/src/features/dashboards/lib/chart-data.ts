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
 * Events of the range on the trend: one marker per bucket, with every event's title in it (an
 * annotation at its first day in the range).
 */
export type TrendMarker = { index: number; from: IsoDate; titles: string[] };

export const trendMarkers = (
  events: readonly TDashboardEvent[],
  points: readonly { from: IsoDate; to: IsoDate }[],
  titleOf: (event: TDashboardEvent) => string,
): TrendMarker[] => {
  const markers = new Map<number, TrendMarker>();
  const first = points[0]?.from;
  for (const event of events) {
    // An annotation that began before the range and still runs in it is marked at its start.
    const day =
      event.kind === 'annotation' && first && event.date < first && event.dateTo >= first
        ? first
        : event.date;
    const index = points.findIndex((point) => point.from <= day && day <= point.to);
    if (index === -1) continue;
    const point = points[index]!;
    const marker = markers.get(index) ?? { index, from: point.from, titles: [] };
    marker.titles.push(titleOf(event));
    markers.set(index, marker);
  }
  return [...markers.values()].sort((a, b) => a.index - b.index);
};

/**
 * Markers drawn closer than `minGap` pixels merge into one (a target people can hit, and no
 * overlapping buttons); the merged marker sits at the first one's place.
 */
export const clusterByPosition = <M extends { titles: string[] }>(
  markers: readonly (M & { left: number })[],
  minGap: number,
): (M & { left: number })[] => {
  const clusters: (M & { left: number })[] = [];
  for (const marker of markers) {
    const last = clusters.at(-1);
    if (last && marker.left - last.left < minGap) {
      clusters[clusters.length - 1] = { ...last, titles: [...last.titles, ...marker.titles] };
    } else {
      clusters.push({ ...marker, titles: [...marker.titles] });
    }
  }
  return clusters;
};
