import { useTranslation } from 'react-i18next';
import { useAnalyticsDashboard } from '@/features/dashboards/api/get-analytics-dashboard';
import {
  ANALYTICS_TREND_METRICS,
  type AnalyticsTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toDashboardQuery } from '@/lib/dashboard-search';
import { isProjectUid } from '@/lib/project-uid';
import { AnalyticsNumbers } from './analytics-numbers';
import type { DashboardPageProps } from './dashboard-frame';
import { SourceDashboardPage } from './source-dashboard-page';

/**
 * `/project/{id}/analytics`: GA4's KPIs with their change, the trend with the comparison and the
 * events of the range, and the breakdowns, for the range in the URL; or what to do first.
 */
export const AnalyticsDashboardPage = (props: DashboardPageProps<AnalyticsTrendMetric>) => {
  const { t } = useTranslation();
  const { projectId, search, onSearchChange } = props;
  const isWellFormed = isProjectUid(projectId);
  const dashboard = useAnalyticsDashboard(
    useSignedInUid(),
    projectId,
    toDashboardQuery(search),
    isWellFormed,
  );
  return (
    <SourceDashboardPage
      {...props}
      source="analytics"
      title={t('dashboards.analytics.title')}
      description={t('dashboards.analytics.description')}
      isWellFormed={isWellFormed}
      dashboard={dashboard}
      skeleton={{ kpis: 7, columns: 4 }}
      numbers={(data) => (
        <AnalyticsNumbers
          dashboard={data}
          metric={search.metric ?? ANALYTICS_TREND_METRICS[0]}
          onMetricChange={(metric) => onSearchChange({ ...search, metric })}
        />
      )}
    />
  );
};
