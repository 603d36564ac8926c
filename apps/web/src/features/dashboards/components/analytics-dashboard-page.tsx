import { useAnalyticsDashboard } from '@/features/dashboards/api/get-analytics-dashboard';
import {
  ANALYTICS_TREND_METRICS,
  type AnalyticsTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { AnalyticsNumbers } from './analytics-numbers';
import type { DashboardPageProps } from './dashboard-frame';
import { SourceDashboardPage } from './source-dashboard-page';

/**
 * `/project/{id}/analytics`: GA4's KPIs with their change, the trend with the comparison and the
 * events of the range, and the breakdowns, for the range in the URL; or what to do first.
 */
export const AnalyticsDashboardPage = (props: DashboardPageProps<AnalyticsTrendMetric>) => (
  <SourceDashboardPage
    {...props}
    source="analytics"
    useDashboard={useAnalyticsDashboard}
    skeleton={{ kpis: 7, columns: 4 }}
    numbers={(data) => (
      <AnalyticsNumbers
        dashboard={data}
        metric={props.search.metric ?? ANALYTICS_TREND_METRICS[0]}
        onMetricChange={(metric) => props.onSearchChange({ ...props.search, metric })}
      />
    )}
  />
);
