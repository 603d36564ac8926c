import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import { useMemo } from 'react';
import { trendPoints, type Series, type TrendEvents } from '@/features/dashboards/lib/chart-data';

/**
 * The trend of one metric of a dashboard's series, and what it marks: its events (budgets in the
 * Ads account's currency), turned into markers and bands by the chart when it draws.
 */
export const useTrend = <V extends Record<string, number | null>>(
  series: Series<V>,
  metric: keyof V,
  events: readonly TDashboardEvent[],
  adsCurrency: string | null,
) => {
  const points = useMemo(
    () => trendPoints(series, (values) => values[metric] ?? null),
    [series, metric],
  );
  const marks = useMemo((): TrendEvents => ({ events, adsCurrency }), [events, adsCurrency]);
  return { points, marks };
};
