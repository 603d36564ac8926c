import { clsx } from 'clsx';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import type { TrendPoint } from '@/features/dashboards/lib/chart-data';
import { useBucketDays } from './trend-readout';

/** Which bucket a key moves to, or null for a key the chart leaves alone. */
export const nextIndex = (key: string, index: number | null, count: number): number | null => {
  const last = count - 1;
  if (last < 0) return null;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return index === null ? last : Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return index === null ? last : Math.min(last, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
};

/**
 * The chart's place in the tab order: focused, the arrow keys (and Home, End) walk the buckets and
 * the readout beside the cursor follows; the chosen bucket's numbers are also said in words.
 * Transparent to the pointer, which moves the cursor itself.
 */
export const ChartKeys = ({
  index,
  count,
  point,
  formatValue,
  onMove,
  onLeave,
}: {
  index: number | null;
  count: number;
  /** The chosen bucket, whose days and numbers are read out as the keys move. */
  point: TrendPoint | undefined;
  formatValue: (value: number | null) => string;
  onMove: (index: number) => void;
  onLeave: () => void;
}) => {
  const { t } = useTranslation();
  const days = useBucketDays();
  const spoken = point
    ? [
        `${days(point.from, point.to)}: ${formatValue(point.value)}`,
        point.previous &&
          t('dashboards.trend.compared', {
            value: `${days(point.previous.from, point.previous.to)}: ${formatValue(point.previous.value)}`,
          }),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    onMove(next);
  };
  return (
    <div
      role="group"
      tabIndex={0}
      aria-label={t('dashboards.trend.keys')}
      data-testid="trend-keys"
      className={clsx('pointer-events-none absolute inset-0 rounded-md', FOCUS_RING)}
      onFocus={() => onMove(index ?? count - 1)}
      onBlur={onLeave}
      onKeyDown={onKeyDown}
    >
      <span className="sr-only" aria-live="polite">
        {spoken}
      </span>
    </div>
  );
};
