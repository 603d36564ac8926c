import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import type { IsoDate } from '@kampa/contracts/common/date-range';

/*
 * The trend's markers and bands: computed in the chart's lazily loaded chunk (uPlot's), when a
 * trend is drawn.
 */

/** What a marker stands for, which gives its colour and the word before its title. */
export type MarkerKind = 'note' | 'alert' | 'campaign' | 'source' | 'team';

/** The timeline's kinds as the chart tells them apart (a connection and a sync are both the source's). */
export const MARKER_KINDS = {
  annotation: 'note',
  alert: 'alert',
  campaign_change: 'campaign',
  connection: 'source',
  sync: 'source',
  member: 'team',
} as const satisfies Record<TDashboardEvent['kind'], MarkerKind>;

/** One event in a marker: its kind, its title and its days (more than one for a note over days). */
export type MarkerItem = { kind: MarkerKind; title: string; from: IsoDate; to: IsoDate };

/**
 * Events of the range on the trend: one marker per bucket, with every event in it (an annotation
 * at its first day in the range).
 */
export type TrendMarker = { index: number; from: IsoDate; items: MarkerItem[] };

/** A note over several buckets, drawn as a band from its first bucket to its last in the range. */
export type TrendSpan = { from: number; to: number; kind: MarkerKind };

const bucketOf = (points: readonly { from: IsoDate; to: IsoDate }[], day: IsoDate) =>
  points.findIndex((point) => point.from <= day && day <= point.to);

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
    const index = bucketOf(points, day);
    if (index === -1) continue;
    const point = points[index]!;
    const marker = markers.get(index) ?? { index, from: point.from, items: [] };
    marker.items.push({
      kind: MARKER_KINDS[event.kind],
      title: titleOf(event),
      from: event.date,
      to: event.kind === 'annotation' ? event.dateTo : event.date,
    });
    markers.set(index, marker);
  }
  return [...markers.values()].sort((a, b) => a.index - b.index);
};

/** The notes of the range that cover more than one bucket, clipped to the range. */
export const trendSpans = (
  events: readonly TDashboardEvent[],
  points: readonly { from: IsoDate; to: IsoDate }[],
): TrendSpan[] => {
  const first = points[0]?.from;
  const last = points.at(-1)?.to;
  if (!first || !last) return [];
  const spans: TrendSpan[] = [];
  for (const event of events) {
    if (event.kind !== 'annotation' || event.dateTo <= event.date) continue;
    if (event.dateTo < first || event.date > last) continue;
    const from = bucketOf(points, event.date < first ? first : event.date);
    const to = bucketOf(points, event.dateTo > last ? last : event.dateTo);
    if (from !== -1 && to > from) spans.push({ from, to, kind: MARKER_KINDS.annotation });
  }
  return spans;
};

/** What the trend marks: the events' markers and the notes' bands. */
export type TrendMarks = { markers: TrendMarker[]; spans: TrendSpan[] };

/** The kind a marker is coloured by: its events' one kind, or null when they are of several. */
export const markerKind = (items: readonly MarkerItem[]): MarkerKind | null => {
  const kinds = new Set(items.map((item) => item.kind));
  return kinds.size === 1 ? (items[0]?.kind ?? null) : null;
};

/**
 * Markers drawn closer than `minGap` pixels merge into one (a target people can hit, and no
 * overlapping buttons); the merged marker sits at the first one's place.
 */
export const clusterByPosition = <M extends { items: MarkerItem[] }>(
  markers: readonly (M & { left: number })[],
  minGap: number,
): (M & { left: number })[] => {
  const clusters: (M & { left: number })[] = [];
  for (const marker of markers) {
    const last = clusters.at(-1);
    if (last && marker.left - last.left < minGap) {
      clusters[clusters.length - 1] = { ...last, items: [...last.items, ...marker.items] };
    } else {
      clusters.push({ ...marker, items: [...marker.items] });
    }
  }
  return clusters;
};
