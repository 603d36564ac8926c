import { ADS_METRICS } from '@kampa/contracts/ads/ads-metric-names';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import { isProjectUid } from '@/lib/project-uid';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { isSyncing } from '@/features/dashboards/api/dashboard-keys';
import { useAdsDashboard } from '@/features/dashboards/api/get-ads-dashboard';
import { useTrend } from '@/features/dashboards/hooks/use-trend';
import { toDashboardQuery } from '@/lib/dashboard-search';
import { ADS_TREND_METRICS, type AdsTrendMetric } from '@/features/dashboards/lib/metrics';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { CampaignTable } from './campaign-table';
import {
  DashboardBody,
  DashboardControls,
  isProjectMissing,
  KpiGrid,
  type DashboardPageProps,
} from './dashboard-frame';
import {
  DashboardError,
  DashboardSkeleton,
  NoDataState,
  NotConnectedState,
} from './dashboard-states';
import { SyncingState } from './syncing-state';
import { KpiCard } from './kpi-card';
import { SourceLines } from './source-lines';
import { SourceNotices } from './source-notices';
import { TrendCard } from './trend-card';

const AdsNumbers = ({
  dashboard,
  metric,
  onMetricChange,
}: {
  dashboard: TAdsDashboard;
  metric: AdsTrendMetric;
  onMetricChange: (metric: AdsTrendMetric) => void;
}) => {
  const { t } = useTranslation();
  const { points, markers } = useTrend(
    dashboard.series,
    metric,
    dashboard.events,
    dashboard.currency,
  );
  return (
    <>
      <KpiGrid label={t('dashboards.kpi.label')} columns={5}>
        {ADS_METRICS.map((name) => (
          <KpiCard
            key={name}
            metric={name}
            kpi={dashboard.kpis[name]}
            currency={dashboard.currency}
          />
        ))}
      </KpiGrid>
      <TrendCard
        metrics={ADS_TREND_METRICS}
        metric={metric}
        onMetricChange={onMetricChange}
        points={points}
        markers={markers}
        currency={dashboard.currency}
        period={dashboard.period}
      />
      <CampaignTable dashboard={dashboard} projectName={dashboard.source?.displayName ?? ''} />
    </>
  );
};

/**
 * `/project/{id}/ads`: Google Ads KPIs with their change, the trend with campaign changes as
 * markers, and the campaign table with totals; or how to connect an Ads account.
 */
export const AdsDashboardPage = ({
  projectId,
  search,
  onSearchChange,
  canConnect = true,
}: DashboardPageProps<AdsTrendMetric>) => {
  const { t } = useTranslation();
  const isWellFormed = isProjectUid(projectId);
  const dashboard = useAdsDashboard(
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
        <DashboardSkeleton kpis={9} columns={5} hasTable />
      );
    }
    if (!source)
      return <NotConnectedState source="ads" projectId={projectId} canConnect={canConnect} />;
    if (source.dataTo === null && isSyncing(source)) return <SyncingState source={source} />;
    return (
      <DashboardBody isUpdating={dashboard.isPlaceholderData}>
        <SourceLines sources={[source]} />
        <SourceNotices source={source} coverage={data.coverage} projectId={projectId} />
        {source.dataTo === null || data.coverage?.daysWithData === 0 ? (
          <NoDataState source={source} onReset={() => onSearchChange({})} />
        ) : (
          <AdsNumbers
            dashboard={data}
            metric={search.metric ?? ADS_TREND_METRICS[0]}
            onMetricChange={(metric) => onSearchChange({ ...search, metric })}
          />
        )}
      </DashboardBody>
    );
  };
  return (
    <PageContainer>
      <PageHeader title={t('dashboards.ads.title')} description={t('dashboards.ads.description')} />
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
