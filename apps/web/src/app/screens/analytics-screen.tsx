import type { DashboardPageProps } from '@/features/dashboards/components/dashboard-frame';
import { AnalyticsDashboardPage } from '@/features/dashboards/components/analytics-dashboard-page';
import type { AnalyticsTrendMetric } from '@/features/dashboards/lib/metrics';
import { useCanConnect } from './can-connect';

/**
 * `/project/{id}/analytics`: the analytics dashboard, or the way to connect a property (a chunk of
 * its own, as each dashboard screen).
 */
export const AnalyticsScreen = (props: DashboardPageProps<AnalyticsTrendMetric>) => (
  <AnalyticsDashboardPage {...props} canConnect={useCanConnect(props.projectUid)} />
);
