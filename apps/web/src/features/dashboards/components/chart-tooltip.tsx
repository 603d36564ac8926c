import type uPlot from 'uplot';
import type { TrendPoint } from '@/features/dashboards/lib/chart-data';
import type { ChartColors } from './chart-theme';
import { Swatch, useBucketDays } from './trend-readout';

/** Where the chart's cursor is: the bucket and the pointer's place inside the chart's box. */
export type ChartCursor = { index: number; left: number; top: number; width: number };

/** Past the middle of the chart the readout opens to the pointer's left, so it never overflows. */
const GAP_PX = 12;
/** The readout stays this far inside the plot's top and bottom edges. */
const MARGIN_PX = 24;

/** The cursor at a bucket: on its point's place across, at the pointer's height within the plot. */
export const cursorAt = (plot: uPlot, index: number, width: number): ChartCursor => {
  const height = plot.over.clientHeight;
  const top = Math.min(
    Math.max(plot.cursor.top ?? height / 2, MARGIN_PX),
    Math.max(height - MARGIN_PX, MARGIN_PX),
  );
  return {
    index,
    left: plot.over.offsetLeft + plot.valToPos(index, 'x'),
    top: plot.over.offsetTop + top,
    width,
  };
};

/**
 * The values of the bucket under the pointer (or chosen with the arrow keys), beside it: each drawn
 * line's days and number. Visual only: the chart's table carries the same numbers for screen
 * readers, and the keyboard's choice is also said in words by the chart's focus target.
 */
export const ChartTooltip = ({
  cursor,
  point,
  formatValue,
  colors,
}: {
  cursor: ChartCursor;
  point: TrendPoint;
  formatValue: (value: number | null) => string;
  colors: ChartColors;
}) => {
  const days = useBucketDays();
  const isRightHalf = cursor.left > cursor.width / 2;
  return (
    <div
      aria-hidden="true"
      data-testid="trend-tooltip"
      className="pointer-events-none absolute z-10 flex flex-col gap-1 rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs whitespace-nowrap text-slate-700 tabular-nums shadow-md dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      style={{
        left: cursor.left,
        top: cursor.top,
        transform: `translate(${isRightHalf ? `calc(-100% - ${GAP_PX}px)` : `${GAP_PX}px`}, -50%)`,
      }}
    >
      <span className="inline-flex items-center gap-1.5">
        <Swatch color={colors.current} />
        {days(point.from, point.to)}:{' '}
        <strong className="font-semibold">{formatValue(point.value)}</strong>
      </span>
      {point.previous ? (
        <span className="inline-flex items-center gap-1.5">
          <Swatch color={colors.previous} isDashed />
          {days(point.previous.from, point.previous.to)}:{' '}
          <strong className="font-semibold">{formatValue(point.previous.value)}</strong>
        </span>
      ) : null}
    </div>
  );
};
