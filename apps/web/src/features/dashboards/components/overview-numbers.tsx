import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTrend } from '@/features/dashboards/hooks/use-trend';
import {
  OVERVIEW_TREND_METRICS,
  type OverviewTrendMetric,
} from '@/features/dashboards/lib/metrics';
import type { RangeSearch } from '@/lib/dashboard-search';
import { KpiGrid } from './dashboard-frame';
import { KpiCard } from './kpi-card';
import { SOURCE_NAME_KEYS } from './source-lines';
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

/** Search Console's numbers, with their own labels: Ads has clicks of its own. */
const SEARCH_KPIS = [
  { metric: 'clicks', label: 'dashboards.overview.searchClicks' },
  { metric: 'position', label: 'dashboards.overview.searchPosition' },
] as const;

/**
 * Search Console's organic clicks and average position (the search screen's numbers), linking to
 * that screen; nothing while Search Console is not connected (the setup checklist offers it).
 */
const SearchNumbers = ({
  dashboard,
  projectUid,
  range,
}: {
  dashboard: TOverviewDashboard;
  projectUid: string;
  range: RangeSearch;
}) => {
  const { t } = useTranslation();
  if (!dashboard.sources.search_console) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="overview-search">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('dashboards.overview.searchTitle')}
        </h3>
        <Link
          to="/project/$projectId/search"
          params={{ projectId: projectUid }}
          search={range}
          className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          data-testid="overview-search-link"
        >
          {t('dashboards.overview.searchLink')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <KpiGrid label={t('dashboards.overview.searchTitle')} columns={3}>
        {SEARCH_KPIS.map(({ metric, label }) => (
          <KpiCard
            key={metric}
            metric={metric}
            label={label}
            kpi={dashboard.searchKpis[metric]}
            currency={null}
          />
        ))}
      </KpiGrid>
    </div>
  );
};

const isOverviewTrend = (metric: string): metric is OverviewTrendMetric =>
  (OVERVIEW_TREND_METRICS as readonly string[]).includes(metric);

/**
 * The overview's KPI cards (a source not connected says so on its cards), Search Console's numbers
 * when it is connected, and the trend.
 */
export const OverviewNumbers = ({
  dashboard,
  projectUid,
  range,
  metric,
  onMetricChange,
}: {
  dashboard: TOverviewDashboard;
  projectUid: string;
  /** The view's range and comparison, which the link to the search screen keeps. */
  range: RangeSearch;
  metric: OverviewTrendMetric;
  onMetricChange: (metric: OverviewTrendMetric) => void;
}) => {
  const { t } = useTranslation();
  const { currency, sources } = dashboard;
  const { points, marks } = useTrend(dashboard.series, metric, dashboard.events, currency.ads);
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
            trend={
              isOverviewTrend(name)
                ? { isShown: metric === name, show: () => onMetricChange(name) }
                : undefined
            }
            currency={currency[source]}
            note={
              sources[source]
                ? undefined
                : t('dashboards.overview.notConnected', { source: t(SOURCE_NAME_KEYS[source]) })
            }
          />
        ))}
      </KpiGrid>
      <SearchNumbers dashboard={dashboard} projectUid={projectUid} range={range} />
      <TrendCard
        metrics={OVERVIEW_TREND_METRICS}
        metric={metric}
        onMetricChange={onMetricChange}
        points={points}
        marks={marks}
        currency={currency[trendSource]}
        period={dashboard.period}
        dataFrom={sources[trendSource]?.dataFrom}
      />
    </>
  );
};
