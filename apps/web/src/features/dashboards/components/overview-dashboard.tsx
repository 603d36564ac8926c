import { isProjectUid } from '@/lib/project-uid';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSyncing } from '@/features/dashboards/api/dashboard-keys';
import { useOverviewDashboard } from '@/features/dashboards/api/get-overview-dashboard';
import { rangeSearchOf, toDashboardQuery } from '@/lib/dashboard-search';
import {
  OVERVIEW_TREND_METRICS,
  type OverviewTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import type { TProjectSource } from '@kampa/contracts/sync/sync';
import { DashboardBody, DashboardControls, type DashboardPageProps } from './dashboard-frame';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { SyncingState } from './syncing-state';
import { OverviewNumbers } from './overview-numbers';
import { SourceLines } from './source-lines';
import { SourceNotices, UnsettledNotice } from './source-notices';

/**
 * The overview's numbers under the project's header: the range picker, each source's freshness,
 * the blended KPIs and one trend. Nothing while no source is connected (the setup checklist
 * above says what to do); a project the user may not see is handled by the page around it.
 */
export const OverviewDashboard = ({
  projectUid,
  search,
  onSearchChange,
}: DashboardPageProps<OverviewTrendMetric>) => {
  const { t } = useTranslation();
  const titleId = useId();
  const isWellFormed = isProjectUid(projectUid);
  const dashboard = useOverviewDashboard(
    useSignedInUid(),
    projectUid,
    toDashboardQuery(search),
    isWellFormed,
  );
  const data = dashboard.data;
  const connected = data
    ? ([data.sources.analytics, data.sources.ads, data.sources.search_console].filter(
        Boolean,
      ) as (TProjectSource & { kind: 'analytics' | 'ads' | 'search_console' })[])
    : [];
  if (!isWellFormed || (data && connected.length === 0)) return null;
  // Until some source has stored a day, the numbers would be zeros: show the first sync instead.
  const firstSync = connected.every((source) => source.dataTo === null)
    ? (connected.find(isSyncing) ?? null)
    : null;
  return (
    <section aria-labelledby={titleId} className="mt-8" data-testid="overview-dashboard">
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboards.overview.title')}
      </h2>
      <DashboardControls
        search={search}
        onSearchChange={onSearchChange}
        period={data?.period ?? null}
      />
      {!data ? (
        dashboard.isError ? (
          <DashboardError
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            isRetrying={dashboard.isFetching}
          />
        ) : (
          <DashboardSkeleton kpis={6} columns={3} hasTable={false} />
        )
      ) : (
        <DashboardBody isUpdating={dashboard.isPlaceholderData}>
          <SourceLines sources={connected} />
          {connected.map((source) => (
            <SourceNotices
              key={source.kind}
              source={source}
              coverage={data.coverage[source.kind]}
              projectUid={projectUid}
              showUnsettled={false}
            />
          ))}
          <UnsettledNotice
            days={connected.flatMap((source) => {
              const from = data.coverage[source.kind]?.unsettledFrom;
              return from ? [{ kind: source.kind, from }] : [];
            })}
          />
          {firstSync ? (
            <SyncingState source={firstSync} />
          ) : (
            <OverviewNumbers
              dashboard={data}
              projectUid={projectUid}
              range={rangeSearchOf(search)}
              metric={search.metric ?? OVERVIEW_TREND_METRICS[0]}
              onMetricChange={(metric) => onSearchChange({ ...search, metric })}
            />
          )}
        </DashboardBody>
      )}
    </section>
  );
};
