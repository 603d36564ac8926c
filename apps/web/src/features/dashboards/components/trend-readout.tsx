import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '@/features/dashboards/lib/chart-data';
import { useFormat } from '@/lib/format';
import type { ChartColors } from './chart-theme';

/** A line's sample beside its numbers: solid for the range, dashed for the comparison. */
export const Swatch = ({ color, isDashed }: { color: string; isDashed?: boolean }) => (
  <span
    aria-hidden="true"
    className="inline-block w-4 shrink-0 border-t-2"
    style={{ borderColor: color, borderTopStyle: isDashed ? 'dashed' : 'solid' }}
  />
);

/** A bucket's days in words: a day with its weekday, a week as a range. */
export const useBucketDays = () => {
  const format = useFormat();
  return (from: string, to: string) =>
    from === to
      ? format.date(from, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })
      : format.dateRange(from, to);
};

/**
 * The legend under the trend's title, which becomes the hovered bucket's numbers while the pointer
 * is on the chart. One line tall either way, so the chart never moves. Visual only: the table
 * beside the chart carries the same numbers for screen readers.
 */
export const TrendReadout = ({
  period,
  point,
  formatValue,
  colors,
}: {
  period: TPeriod;
  point: TrendPoint | null;
  formatValue: (value: number | null) => string;
  colors: ChartColors;
}) => {
  const { t } = useTranslation();
  const days = useBucketDays();
  const current = point
    ? `${days(point.from, point.to)}: ${formatValue(point.value)}`
    : days(period.range.from, period.range.to);
  const compared = point
    ? point.previous &&
      `${days(point.previous.from, point.previous.to)}: ${formatValue(point.previous.value)}`
    : period.compareRange && days(period.compareRange.from, period.compareRange.to);
  return (
    <p
      aria-hidden="true"
      data-testid="trend-readout"
      className="mt-2 flex h-10 flex-col justify-center gap-1 overflow-hidden text-xs whitespace-nowrap text-slate-600 tabular-nums sm:h-5 sm:flex-row sm:items-center sm:justify-start sm:gap-4 dark:text-slate-400"
    >
      <span className="inline-flex items-center gap-1.5">
        <Swatch color={colors.current} />
        {current}
      </span>
      {compared ? (
        <span className="inline-flex items-center gap-1.5">
          <Swatch color={colors.previous} isDashed />
          {t('dashboards.trend.compared', { value: compared })}
        </span>
      ) : null}
    </p>
  );
};
