import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '@/features/dashboards/lib/chart-data';
import { useFormat } from '@/lib/format';

/**
 * The trend as a table for screen readers (visually hidden): each day or week with its value and
 * the compared one, so nothing in the chart is only visual.
 */
export const TrendTable = ({
  caption,
  points,
  format,
  hasComparison,
}: {
  caption: string;
  points: readonly TrendPoint[];
  format: (value: number | null) => string;
  hasComparison: boolean;
}) => {
  const { t } = useTranslation();
  const formatDates = useFormat();
  const days = (from: string, to: string) =>
    from === to ? formatDates.date(from) : formatDates.dateRange(from, to);
  return (
    // A table ignores `width: 1px`: the wrapper is what is visually hidden.
    <div className="sr-only">
      <table data-testid="trend-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboards.trend.table.period')}</th>
            <th scope="col">{t('dashboards.trend.table.value')}</th>
            {hasComparison ? (
              <>
                <th scope="col">{t('dashboards.trend.table.comparedPeriod')}</th>
                <th scope="col">{t('dashboards.trend.table.comparedValue')}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.from}>
              <th scope="row">{days(point.from, point.to)}</th>
              <td>{format(point.value)}</td>
              {hasComparison ? (
                <>
                  <td>{point.previous ? days(point.previous.from, point.previous.to) : '—'}</td>
                  <td>{format(point.previous?.value ?? null)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
