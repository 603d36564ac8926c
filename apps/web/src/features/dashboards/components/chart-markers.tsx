import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { TrendMarker } from '@/features/dashboards/lib/chart-data';
import { useFormat } from '@/lib/format';

export type PlacedMarker = TrendMarker & { left: number; top: number };

/**
 * The events on the trend as buttons at the top of their dashed line: their titles show on hover
 * and on keyboard focus, and a screen reader reads them as the button's name.
 */
export const ChartMarkers = ({ markers, color }: { markers: PlacedMarker[]; color: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (markers.length === 0) return null;
  return (
    <ul aria-label={t('dashboards.trend.events')} className="pointer-events-none absolute inset-0">
      {markers.map((marker) => {
        const label = `${format.date(marker.from, { day: 'numeric', month: 'long' })}: ${marker.titles.join('; ')}`;
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
                className={clsx(
                  'pointer-events-auto flex size-6 items-center justify-center rounded-full',
                  FOCUS_RING,
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex size-4 items-center justify-center rounded-full text-[10px] leading-none font-semibold text-white ring-2 ring-white dark:text-slate-950 dark:ring-slate-900"
                  style={{ backgroundColor: color }}
                >
                  {marker.titles.length > 1 ? marker.titles.length : null}
                </span>
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
};
