import { ZProjectUidSchema } from '@kampa/contracts/common/params';
import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverviewDashboard } from '@/features/dashboards/api/get-overview-dashboard';
import { useTrend } from '@/features/dashboards/hooks/use-trend';
import { toDashboardQuery } from '@/features/dashboards/lib/dashboard-search';
import {
  OVERVIEW_TREND_METRICS,
  type OverviewTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import {
  DashboardBody,
  DashboardControls,
  KpiGrid,
  type DashboardPageProps,
} from './dashboard-frame';
import { DashboardError, DashboardSkeleton } from './dashboard-states';
import { KpiCard } from './kpi-card';
import { SourceFreshness, SourceNotices } from './source-notices';
import { TrendCard } from './trend-card';

/** The blended KPIs: GA4's traffic and revenue beside Ads' spend and what it bought. */
const KPIS = [
  { metric: 'sessions', source: 'analytics' },
  { metric: 'keyEvents', source: 'analytics' },
  { metric: 'totalRevenue', source: 'analytics' },
  { metric: 'cost', source: 'ads' },
  { metric: 'cpa', source: 'ads' },
  { metric: 'roas', source: 'ads' },
] as const;

const SOURCE_NAMES = {
  analytics: 'dashboards.source.analytics',
  ads: 'dashboards.source.ads',
} as const;

const OverviewNumbers = ({
  dashboard,
  metric,
  onMetricChange,
}: {
  dashboard: TOverviewDashboard;
  metric: OverviewTrendMetric;
  onMetricChange: (metric: OverviewTrendMetric) => void;
}) => {
  const { t } = useTranslation();
  const { currency, sources } = dashboard;
  const { points, markers } = useTrend(dashboard.series, metric, dashboard.events, currency.ads);
  const trendSource = ['cost', 'conversions', 'conversionValue'].includes(metric)
    ? 'ads'
    : 'analytics';
  return (
    <>
      <KpiGrid label={t('dashboards.kpi.label')} columns={3}>
        {KPIS.map(({ metric: name, source }) => (
          <KpiCard
            key={name}
            metric={name}
            kpi={dashboard.kpis[name]}
            currency={currency[source]}
            note={
              sources[source]
                ? undefined
                : t('dashboards.overview.notConnected', { source: t(SOURCE_NAMES[source]) })
            }
          />
        ))}
      </KpiGrid>
      <TrendCard
        metrics={OVERVIEW_TREND_METRICS}
        metric={metric}
        onMetricChange={onMetricChange}
        points={points}
        markers={markers}
        currency={currency[trendSource]}
        period={dashboard.period}
      />
    </>
  );
};

/**
 * The overview's numbers under the project's header: the range picker, each source's freshness,
 * the blended KPIs and one trend. Nothing while neither source is connected (the setup checklist
 * above says what to do); a project the user may not see is handled by the page around it.
 */
export const OverviewDashboard = ({
  projectId,
  search,
  onSearchChange,
}: DashboardPageProps<OverviewTrendMetric>) => {
  const { t } = useTranslation();
  const titleId = useId();
  const isWellFormed = ZProjectUidSchema.safeParse(projectId).success;
  const dashboard = useOverviewDashboard(
    useSignedInUid(),
    projectId,
    toDashboardQuery(search),
    isWellFormed,
  );
  const data = dashboard.data;
  if (!isWellFormed || (data && !data.sources.analytics && !data.sources.ads)) return null;
  const connected = data
    ? ([data.sources.analytics, data.sources.ads].filter(Boolean) as NonNullable<
        TOverviewDashboard['sources']['ads']
      >[])
    : [];
  return (
    <section aria-labelledby={titleId} className="mt-8" data-testid="overview-dashboard">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('dashboards.overview.title')}
        </h2>
        <p className="flex flex-wrap gap-x-4 text-sm text-slate-600 dark:text-slate-400">
          {connected.map((source) => (
            <span key={source.kind}>
              {t(SOURCE_NAMES[source.kind])}: <SourceFreshness source={source} />
            </span>
          ))}
        </p>
      </div>
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
          {connected.map((source) => (
            <SourceNotices
              key={source.kind}
              source={source}
              coverage={data.coverage[source.kind]}
              projectId={projectId}
            />
          ))}
          <OverviewNumbers
            dashboard={data}
            metric={search.metric ?? OVERVIEW_TREND_METRICS[0]}
            onMetricChange={(metric) => onSearchChange({ ...search, metric })}
          />
        </DashboardBody>
      )}
    </section>
  );
};
