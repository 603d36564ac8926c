import { isProjectUid } from '@/lib/project-uid';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { useAnalyticsDashboard } from '@/features/dashboards/api/get-analytics-dashboard';
import { isSyncing } from '@/features/dashboards/api/dashboard-keys';
import { toDashboardQuery } from '@/lib/dashboard-search';
import {
  ANALYTICS_TREND_METRICS,
  type AnalyticsTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { AnalyticsNumbers } from './analytics-numbers';
import {
  DashboardError,
  DashboardSkeleton,
  NoDataState,
  NotConnectedState,
} from './dashboard-states';
import { SyncingState } from './syncing-state';
import {
  DashboardBody,
  DashboardControls,
  isProjectMissing,
  type DashboardPageProps,
} from './dashboard-frame';
import { SourceLines } from './source-lines';
import { SourceNotices } from './source-notices';

/**
 * `/project/{id}/analytics`: GA4's KPIs with their change, the trend with the comparison and the
 * events of the range, and the breakdowns, for the range in the URL; or what to do first.
 */
export const AnalyticsDashboardPage = ({
  projectId,
  search,
  onSearchChange,
  canConnect = true,
}: DashboardPageProps<AnalyticsTrendMetric>) => {
  const { t } = useTranslation();
  const isWellFormed = isProjectUid(projectId);
  const dashboard = useAnalyticsDashboard(
    useSignedInUid(),
    projectId,
    toDashboardQuery(search),
    isWellFormed,
  );
  if (!isWellFormed || isProjectMissing(dashboard.error)) return <NotFoundView />;
  const data = dashboard.data;
  const source = data?.source ?? null;
  const body = () => {
    if (!data) {
      return dashboard.isError ? (
        <DashboardError
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : (
        <DashboardSkeleton kpis={7} columns={4} hasTable />
      );
    }
    if (!source)
      return <NotConnectedState source="analytics" projectId={projectId} canConnect={canConnect} />;
    if (source.dataTo === null && isSyncing(source)) return <SyncingState source={source} />;
    return (
      <DashboardBody isUpdating={dashboard.isPlaceholderData}>
        <SourceLines sources={[source]} />
        <SourceNotices source={source} coverage={data.coverage} projectId={projectId} />
        {source.dataTo === null || data.coverage?.daysWithData === 0 ? (
          <NoDataState source={source} onReset={() => onSearchChange({})} />
        ) : (
          <AnalyticsNumbers
            dashboard={data}
            metric={search.metric ?? ANALYTICS_TREND_METRICS[0]}
            onMetricChange={(metric) => onSearchChange({ ...search, metric })}
          />
        )}
      </DashboardBody>
    );
  };
  return (
    <PageContainer>
      <PageHeader
        title={t('dashboards.analytics.title')}
        description={t('dashboards.analytics.description')}
      />
      {data && !source ? null : (
        <DashboardControls
          search={search}
          onSearchChange={onSearchChange}
          period={data?.period ?? null}
        />
      )}
      {body()}
    </PageContainer>
  );
};
