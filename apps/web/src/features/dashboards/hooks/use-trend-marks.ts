import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendEvents, TrendPoint } from '@/features/dashboards/lib/chart-data';
import { trendMarkers, trendSpans, type TrendMarks } from '@/features/dashboards/lib/chart-marks';
import { eventTitle } from '@/lib/event-title';
import { formatMetric } from '@/lib/format-metric';
import { useFormat } from '@/lib/format';

/**
 * A trend's events as markers and bands on its buckets (budgets titled in the Ads account's
 * currency). Used by the chart only, so it loads with uPlot's chunk.
 */
export const useTrendMarks = (
  { events, adsCurrency }: TrendEvents,
  points: readonly TrendPoint[],
): TrendMarks => {
  const { t } = useTranslation();
  const { language } = useFormat();
  return useMemo(
    () => ({
      markers: trendMarkers(events, points, (event) =>
        eventTitle(event, t, (value) =>
          formatMetric(value, 'currency', { language, currency: adsCurrency }),
        ),
      ),
      spans: trendSpans(events, points),
    }),
    [events, points, t, language, adsCurrency],
  );
};
