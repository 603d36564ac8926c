import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import {
  markerKind,
  type MarkerKind,
  type TrendMarker,
} from '@/features/dashboards/lib/chart-marks';
import { useFormat } from '@/lib/format';

export type PlacedMarker = TrendMarker & { left: number; top: number };
export type PlacedSpan = {
  kind: MarkerKind;
  left: number;
  width: number;
  top: number;
  height: number;
};

/** Notes over several days as light bands over their days (the marker at the start names them). */
export const ChartSpans = ({
  spans,
  colors,
}: {
  spans: PlacedSpan[];
  colors: Record<MarkerKind | 'mixed', string>;
}) =>
  spans.map((span) => (
    <div
      key={`${span.left}-${span.width}`}
      aria-hidden="true"
      data-testid="trend-span"
      data-kind={span.kind}
      className="pointer-events-none absolute opacity-15"
      style={{
        left: span.left,
        width: span.width,
        top: span.top,
        height: span.height,
        backgroundColor: colors[span.kind],
      }}
    />
  ));

const KIND_KEYS = {
  note: 'dashboards.trend.kinds.note',
  alert: 'dashboards.trend.kinds.alert',
  campaign: 'dashboards.trend.kinds.campaign',
  source: 'dashboards.trend.kinds.source',
  team: 'dashboards.trend.kinds.team',
} as const satisfies Record<MarkerKind, string>;

/**
 * The events on the trend as buttons at the top of their dashed line: their titles show on hover
 * and on keyboard focus, and a screen reader reads them as the button's name, each with its kind
 * and days ("Note, 3–7 March: Spring sale"). A marker is coloured by its events' kind (neutral
 * when merged from several kinds).
 */
export const ChartMarkers = ({
  markers,
  colors,
}: {
  markers: PlacedMarker[];
  colors: Record<MarkerKind | 'mixed', string>;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const days = (from: string, to: string) =>
    from === to ? format.date(from, { day: 'numeric', month: 'long' }) : format.dateRange(from, to);
  if (markers.length === 0) return null;
  return (
    <ul aria-label={t('dashboards.trend.events')} className="pointer-events-none absolute inset-0">
      {markers.map((marker) => {
        const kind = markerKind(marker.items);
        const label = marker.items
          .map((item) =>
            t('dashboards.trend.marker', {
              kind: t(KIND_KEYS[item.kind]),
              days: days(item.from, item.to),
              title: item.title,
            }),
          )
          .join('; ');
        return (
          <li
            key={`${marker.index}-${marker.left}`}
            className="absolute -translate-x-1/2 -translate-y-1/2"
            style={{ left: marker.left, top: marker.top }}
          >
            <Tooltip content={label} side="top">
              <button
                type="button"
                aria-label={label}
                data-testid="trend-marker"
                data-kind={kind ?? 'mixed'}
                className={clsx(
                  'pointer-events-auto flex size-6 items-center justify-center rounded-full',
                  FOCUS_RING,
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-4 items-center justify-center rounded-full text-[10px] leading-none font-semibold text-white ring-2 ring-white dark:text-slate-950 dark:ring-slate-900"
                  style={{ backgroundColor: colors[kind ?? 'mixed'] }}
                >
                  {marker.items.length > 1 ? marker.items.length : null}
                </span>
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
};
