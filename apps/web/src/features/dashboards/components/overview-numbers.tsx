import type { TOverviewDashboard } from '@kampa/contracts/dashboard/get-overview-dashboard';
import { useTranslation } from 'react-i18next';
import { useTrend } from '@/features/dashboards/hooks/use-trend';
import {
  OVERVIEW_TREND_METRICS,
  type OverviewTrendMetric,
} from '@/features/dashboards/lib/metrics';
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

const isOverviewTrend = (metric: string): metric is OverviewTrendMetric =>
  (OVERVIEW_TREND_METRICS as readonly string[]).includes(metric);

/** The overview's KPI cards (a source not connected says so on its cards) and its trend. */
export const OverviewNumbers = ({
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
