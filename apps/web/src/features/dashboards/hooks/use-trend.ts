import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  trendMarkers,
  trendPoints,
  trendSpans,
  type Series,
  type TrendMarks,
} from '@/features/dashboards/lib/chart-data';
import { eventTitle } from '@/lib/event-title';
import { formatMetric } from '@/lib/format-metric';
import { useFormat } from '@/lib/format';

/**
 * The trend of one metric of a dashboard's series, and its events as markers and bands (budgets in the Ads
 * account's currency).
 */
export const useTrend = <V extends Record<string, number | null>>(
  series: Series<V>,
  metric: keyof V,
  events: readonly TDashboardEvent[],
  adsCurrency: string | null,
) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const points = useMemo(
    () => trendPoints(series, (values) => values[metric] ?? null),
    [series, metric],
  );
  const marks = useMemo(
    (): TrendMarks => ({
      markers: trendMarkers(events, points, (event) =>
        eventTitle(event, t, (value) =>
          formatMetric(value, 'currency', { language, currency: adsCurrency }),
        ),
      ),
      spans: trendSpans(events, points),
    }),
    [events, points, t, language, adsCurrency],
  );
  return { points, marks };
};
