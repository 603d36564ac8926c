import type { TCoverage } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TProjectSource } from '@kampa/contracts/sync/sync';
import type { TShownSource } from '@/lib/shown-sources';
import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { isSyncing } from '@/features/dashboards/api/dashboard-keys';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toDashboardQuery } from '@/lib/dashboard-search';
import { isProjectUid } from '@/lib/project-uid';
import {
  DashboardBody,
  DashboardControls,
  isProjectMissing,
  type DashboardPageProps,
  type KpiColumns,
} from './dashboard-frame';
import {
  DashboardError,
  DashboardSkeleton,
  NoDataState,
  NotConnectedState,
} from './dashboard-states';
import { SourceLines } from './source-lines';
import { SourceNotices } from './source-notices';
import { SyncingState } from './syncing-state';

const PAGE_KEYS = {
  analytics: {
    title: 'dashboards.analytics.title',
    description: 'dashboards.analytics.description',
  },
  ads: { title: 'dashboards.ads.title', description: 'dashboards.ads.description' },
  search_console: {
    title: 'dashboards.search.title',
    description: 'dashboards.search.description',
  },
} as const satisfies Record<TShownSource, { title: string; description: string }>;

/** What a one-source dashboard answer has in common: its days, its source and their coverage. */
type SourceDashboard = {
  period: TPeriod;
  source: TProjectSource | null;
  coverage: TCoverage | null;
};

/**
 * A dashboard of one source (Analytics, Ads or Search Console) through its states, in order: not found, skeleton
 * (shaped like the screen), error with retry, not connected (the way to connect), the first sync's
 * progress, no stored day in the range, then the numbers under the source's lines and notices.
 */
export const SourceDashboardPage = <D extends SourceDashboard, M extends string>({
  source: kind,
  useDashboard,
  skeleton,
  projectUid,
  search,
  onSearchChange,
  canConnect = true,
  numbers,
  aside,
  isAsidePending = false,
}: DashboardPageProps<M> & {
  source: TShownSource;
  /** The source's dashboard query (the same hook on every render). */
  useDashboard: (
    userUid: string,
    projectUid: string,
    query: TDashboardQueryInput,
    isEnabled: boolean,
  ) => UseQueryResult<D>;
  skeleton: { kpis: number; columns: KpiColumns };
  /** The numbers of a view with data. */
  numbers: (data: D) => ReactNode;
  /** Another area's part shown above the numbers once the source is connected (budgets). */
  aside?: ReactNode;
  /**
   * Whether the aside's own data is still on its way: the skeleton stays until it is in, so the
   * aside and the numbers appear together and nothing moves under the reader.
   */
  isAsidePending?: boolean;
}) => {
  const { t } = useTranslation();
  const isWellFormed = isProjectUid(projectUid);
  const dashboard = useDashboard(
    useSignedInUid(),
    projectUid,
    toDashboardQuery(search),
    isWellFormed,
  );
  if (!isWellFormed || isProjectMissing(dashboard.error)) return <NotFoundView />;
  const data = dashboard.data;
  const source = data?.source ?? null;
  const body = () => {
    if (!data || (isAsidePending && data.source && !dashboard.isError)) {
      return dashboard.isError ? (
        <DashboardError
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : (
        <DashboardSkeleton kpis={skeleton.kpis} columns={skeleton.columns} hasTable />
      );
    }
    if (!source) {
      return <NotConnectedState source={kind} projectUid={projectUid} canConnect={canConnect} />;
    }
    if (source.dataTo === null && isSyncing(source)) return <SyncingState source={source} />;
    return (
      <DashboardBody isUpdating={dashboard.isPlaceholderData}>
        <SourceLines sources={[source]} />
        <SourceNotices
          source={{ ...source, kind }}
          coverage={data.coverage}
          projectUid={projectUid}
        />
        {aside}
        {source.dataTo === null || data.coverage?.daysWithData === 0 ? (
          <NoDataState source={source} onReset={() => onSearchChange({})} />
        ) : (
          numbers(data)
        )}
      </DashboardBody>
    );
  };
  return (
    <PageContainer>
      <PageHeader title={t(PAGE_KEYS[kind].title)} description={t(PAGE_KEYS[kind].description)} />
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
