import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import type { TrendEvents, TrendPoint } from '@/features/dashboards/lib/chart-data';
import { formatMetric } from '@/lib/format-metric';
import { METRICS, type AnyMetric } from '@/features/dashboards/lib/metrics';
import { useFormat } from '@/lib/format';
import { useTheme } from '@/lib/theme';
import { CHART_COLORS } from './chart-theme';
import { TrendReadout } from './trend-readout';
import { TrendTable } from './trend-table';

// uPlot comes with its own chunk, loaded when a trend is first drawn (not in the initial JS).
const UplotChart = lazy(() =>
  import('./uplot-chart')
    .then((module) => ({ default: module.UplotChart }))
    .catch(() => ({ default: ChartUnavailable })),
);

const ChartUnavailable = () => {
  const { t } = useTranslation();
  return (
    <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-600 dark:text-slate-400">
      {t('dashboards.trend.unavailable')}
    </p>
  );
};

export type TrendCardProps<M extends AnyMetric> = {
  metrics: readonly M[];
  metric: M;
  onMetricChange: (metric: M) => void;
  points: readonly TrendPoint[];
  /** The events the chart marks (as markers and bands, computed when it draws). */
  marks: TrendEvents;
  currency: string | null;
  period: TPeriod;
  /** The first day the source's synced copy holds: a range starting earlier says so. */
  dataFrom?: string | null;
  /** Label keys where this screen names a metric otherwise (Search Console's impressions). */
  labels?: Partial<Record<M, string>>;
};

/** The trend of one chosen metric with the comparison as a second line and events as markers. */
export const TrendCard = <M extends AnyMetric>({
  metrics,
  metric,
  onMetricChange,
  points,
  marks,
  currency,
  period,
  dataFrom = null,
  labels,
}: TrendCardProps<M>) => {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const { theme } = useTheme();
  const [hovered, setHovered] = useState<number | null>(null);
  const { kind } = METRICS[metric];
  const label = labels?.[metric] ?? METRICS[metric].label;
  const language = format.language;
  const formatValue = useCallback(
    (value: number | null) => formatMetric(value, kind, { language, currency }),
    [kind, language, currency],
  );
  const formatAxis = useCallback(
    (value: number) => formatMetric(value, kind, { language, currency, isCompact: true }),
    [kind, language, currency],
  );
  const chart = useMemo(
    () => ({
      // Days for up to 90 days; longer ranges are drawn by week and labelled by month and year.
      labels: points.map((point) =>
        format.date(
          point.from,
          period.granularity === 'day'
            ? { day: 'numeric', month: 'short' }
            : { month: 'short', year: '2-digit' },
        ),
      ),
      current: points.map((point) => point.value),
      previous: period.compareRange ? points.map((point) => point.previous?.value ?? null) : null,
    }),
    [points, period.compareRange, period.granularity, format],
  );
  const caption = `${t(label)}: ${format.dateRange(period.range.from, period.range.to)}`;
  return (
    <Card className="min-w-0 p-4 sm:p-5" role="region" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('dashboards.trend.title')}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-metric`} className="text-sm text-slate-600 dark:text-slate-400">
            {t('dashboards.trend.metric')}
          </label>
          <Select
            id={`${id}-metric`}
            className="w-auto"
            value={metric}
            onChange={(event) => onMetricChange(event.target.value as M)}
          >
            {metrics.map((item) => (
              <option key={item} value={item}>
                {t(labels?.[item] ?? METRICS[item].label)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <TrendReadout
        period={period}
        point={hovered === null ? null : (points[hovered] ?? null)}
        formatValue={formatValue}
        colors={CHART_COLORS[theme]}
      />
      <div className="relative mt-2 h-60 sm:h-72" data-testid="trend-chart">
        <Suspense fallback={<Skeleton className="absolute inset-0" />}>
          <UplotChart
            labels={chart.labels}
            current={chart.current}
            previous={chart.previous}
            formatValue={formatAxis}
            points={points}
            formatFull={formatValue}
            marks={marks}
            colors={CHART_COLORS[theme]}
            onHover={setHovered}
          />
        </Suspense>
      </div>
      {dataFrom && dataFrom > period.range.from ? (
        <p
          data-testid="trend-no-data-before"
          className="mt-2 text-xs text-slate-600 dark:text-slate-400"
        >
          {t('dashboards.trend.noDataBefore', {
            day: format.date(dataFrom, { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
      <TrendTable
        caption={caption}
        points={points}
        format={formatValue}
        hasComparison={period.compareRange !== null}
      />
    </Card>
  );
};
