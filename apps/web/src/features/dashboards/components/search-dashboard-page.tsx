import type { TSearchDashboard } from '@kampa/contracts/search-console/get-search-dashboard';
import { History } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchDashboard } from '@/features/dashboards/api/get-search-dashboard';
import { useTrend } from '@/features/dashboards/hooks/use-trend';
import {
  SEARCH_LABELS,
  SEARCH_TREND_METRICS,
  type SearchTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { isLikeForLike } from '@/features/dashboards/lib/search-rows';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { KpiGrid, type DashboardPageProps } from './dashboard-frame';
import { KpiCard } from './kpi-card';
import { SearchTable } from './search-table';
import { SourceDashboardPage } from './source-dashboard-page';
import { TrendCard } from './trend-card';

// Brand against non-brand and the gainers and losers come after the KPIs and the trend.
const SearchInsights = lazy(() =>
  import('./search-insights').then((module) => ({ default: module.SearchInsights })),
);

/** Since when Kampa holds the site's days: it keeps them beyond Google's 16 months. */
const HeldSince = ({ from }: { from: string }) => {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <p
      className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400"
      data-testid="search-held-since"
    >
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t('dashboards.search.heldSince', { date: date(from, { dateStyle: 'long' }) })}</span>
    </p>
  );
};

const SearchNumbers = ({
  projectUid,
  canEdit,
  dashboard,
  metric,
  onMetricChange,
}: {
  projectUid: string;
  canEdit: boolean;
  dashboard: TSearchDashboard;
  metric: SearchTrendMetric;
  onMetricChange: (metric: SearchTrendMetric) => void;
}) => {
  const { t } = useTranslation();
  const { points, marks } = useTrend(dashboard.series, metric, dashboard.events, null);
  const site = dashboard.source?.displayName ?? '';
  const likeForLike = isLikeForLike(dashboard.coverage);
  return (
    <>
      {dashboard.source?.dataFrom ? <HeldSince from={dashboard.source.dataFrom} /> : null}
      <KpiGrid label={t('dashboards.kpi.label')} columns={4}>
        {SEARCH_TREND_METRICS.map((name) => (
          <KpiCard
            key={name}
            metric={name}
            label={SEARCH_LABELS[name]}
            kpi={dashboard.kpis[name]}
            trend={{ isShown: metric === name, show: () => onMetricChange(name) }}
            currency={null}
          />
        ))}
      </KpiGrid>
      <TrendCard
        metrics={SEARCH_TREND_METRICS}
        metric={metric}
        onMetricChange={onMetricChange}
        points={points}
        marks={marks}
        currency={null}
        period={dashboard.period}
        dataFrom={dashboard.source?.dataFrom}
        labels={SEARCH_LABELS}
      />
      <Suspense fallback={<CardSkeleton />}>
        <SearchInsights projectUid={projectUid} canEdit={canEdit} dashboard={dashboard} />
      </Suspense>
      <SearchTable
        kind="queries"
        table={dashboard.queries}
        period={dashboard.period}
        isLikeForLike={likeForLike}
        fileName={site}
      />
      <SearchTable
        kind="pages"
        table={dashboard.pages}
        period={dashboard.period}
        isLikeForLike={likeForLike}
        fileName={site}
      />
    </>
  );
};

/**
 * `/project/{id}/search`: Search Console's clicks, impressions, CTR and average position with
 * their change (a lower position is good news), the trend, brand against non-brand queries, the
 * queries and pages that gained and lost most, and the top queries and pages with the site's
 * totals; the days not final yet and since when the site's days are held; or how to connect a site.
 */
export const SearchDashboardPage = (props: DashboardPageProps<SearchTrendMetric>) => (
  <SourceDashboardPage
    {...props}
    source="search_console"
    useDashboard={useSearchDashboard}
    skeleton={{ kpis: 4, columns: 4 }}
    numbers={(data) => (
      <SearchNumbers
        projectUid={props.projectUid}
        canEdit={props.canConnect ?? false}
        dashboard={data}
        metric={props.search.metric ?? SEARCH_TREND_METRICS[0]}
        onMetricChange={(metric) => props.onSearchChange({ ...props.search, metric })}
      />
    )}
  />
);
