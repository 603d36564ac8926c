import type { TProjectSource } from '@kampa/contracts/sync/sync';
import type { TShownSource } from '@/lib/shown-sources';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { CalendarX2, PlugZap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton, ChartSkeleton, TableSkeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { KPI_COLUMNS, type KpiColumns } from './dashboard-frame';

/** Where each source is connected (the connect flows live on these screens). */
export const CONNECT_PATHS = {
  analytics: '/project/$projectId/analytics/connect',
  ads: '/project/$projectId/ads/connect',
  search_console: '/project/$projectId/search/connect',
} as const satisfies Record<TShownSource, string>;

const SOURCE_TEXT = {
  analytics: {
    notConnected: 'dashboards.states.notConnected.analytics',
    connect: 'dashboards.states.connect.analytics',
    description: 'dashboards.states.notConnected.description',
  },
  ads: {
    notConnected: 'dashboards.states.notConnected.ads',
    connect: 'dashboards.states.connect.ads',
    description: 'dashboards.states.notConnected.description',
  },
  search_console: {
    notConnected: 'dashboards.states.notConnected.searchConsole',
    connect: 'dashboards.states.connect.searchConsole',
    description: 'dashboards.states.notConnected.descriptionSearchConsole',
  },
} as const satisfies Record<
  TShownSource,
  { notConnected: string; connect: string; description: string }
>;

/** The dashboard's shape while its first answer loads: KPI cards, the trend and a table. */
export const DashboardSkeleton = ({
  kpis,
  columns,
  hasTable,
}: {
  kpis: number;
  columns: KpiColumns;
  hasTable: boolean;
}) => (
  <div className="space-y-6" data-testid="dashboard-skeleton">
    <div className={clsx('grid grid-cols-2 gap-3 sm:gap-4', KPI_COLUMNS[columns])}>
      {Array.from({ length: kpis }, (_, index) => (
        <CardSkeleton key={index} className="h-[118px]" />
      ))}
    </div>
    <ChartSkeleton className="h-[366px] sm:h-[398px]" />
    {hasTable ? <TableSkeleton rows={6} columns={5} /> : null}
  </div>
);

export const ConnectLink = ({
  source,
  projectUid,
}: {
  source: TShownSource;
  projectUid: string;
}) => {
  const { t } = useTranslation();
  return (
    <Link
      to={CONNECT_PATHS[source]}
      params={{ projectId: projectUid }}
      className={buttonClasses('primary')}
    >
      {t(SOURCE_TEXT[source].connect)}
    </Link>
  );
};

/** No property or Ads account chosen yet: what the screen will show, and where to connect. */
export const NotConnectedState = ({
  source,
  projectUid,
  canConnect = true,
}: {
  source: TShownSource;
  projectUid: string;
  canConnect?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <div data-testid="dashboard-not-connected">
      <EmptyState
        icon={<PlugZap aria-hidden="true" className="size-6" />}
        title={t(SOURCE_TEXT[source].notConnected)}
        description={t(
          canConnect
            ? SOURCE_TEXT[source].description
            : 'dashboards.states.notConnected.viewerDescription',
        )}
        action={canConnect ? <ConnectLink source={source} projectUid={projectUid} /> : undefined}
      />
    </div>
  );
};

/** The range has no stored day: which days are stored, and a way back to the default view. */
export const NoDataState = ({
  source,
  onReset,
}: {
  source: TProjectSource;
  onReset: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const stored =
    source.dataFrom && source.dataTo
      ? t('dashboards.states.noData.stored', {
          range: format.dateRange(source.dataFrom, source.dataTo),
        })
      : '';
  return (
    <div data-testid="dashboard-no-data">
      <EmptyState
        icon={<CalendarX2 aria-hidden="true" className="size-6" />}
        title={t('dashboards.states.noData.title')}
        description={`${t('dashboards.states.noData.description')} ${stored}`.trim()}
        action={
          <Button variant="secondary" onClick={onReset}>
            {t('dashboards.states.noData.reset')}
          </Button>
        }
      />
    </div>
  );
};

/** The dashboard could not be loaded: what to do about it, and a retry. */
export const DashboardError = ({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
}) => {
  const { t } = useTranslation();
  const description = isApiError(error, 'network_error')
    ? t('dashboards.states.error.network')
    : isApiError(error, 'rate_limited')
      ? t('dashboards.states.error.rateLimited')
      : t('dashboards.states.error.description');
  return (
    <ErrorState
      title={t('dashboards.states.error.title')}
      description={description}
      retryLabel={t('dashboards.states.error.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
};
