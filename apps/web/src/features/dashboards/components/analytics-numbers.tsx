import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { useTranslation } from 'react-i18next';
import { useTrend } from '@/features/dashboards/hooks/use-trend';
import {
  ANALYTICS_TREND_METRICS,
  type AnalyticsTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { BreakdownsCard } from './breakdowns-card';
import { KpiGrid } from './dashboard-frame';
import { KpiCard } from './kpi-card';
import { TrendCard } from './trend-card';

const KPIS = [
  'sessions',
  'totalUsers',
  'newUsers',
  'screenPageViews',
  'engagementRate',
  'keyEvents',
  'totalRevenue',
] as const;

/** The analytics screen's numbers: KPI cards, the trend and the breakdowns. */
export const AnalyticsNumbers = ({
  dashboard,
  metric,
  onMetricChange,
}: {
  dashboard: TAnalyticsDashboard;
  metric: AnalyticsTrendMetric;
  onMetricChange: (metric: AnalyticsTrendMetric) => void;
}) => {
  const { t } = useTranslation();
  const { points, marks } = useTrend(dashboard.series, metric, dashboard.events, null);
  const isUsers = (name: string) => name === 'totalUsers' || name === 'newUsers';
  return (
    <>
      <KpiGrid label={t('dashboards.kpi.label')} columns={4}>
        {KPIS.map((name) => (
          <KpiCard
            key={name}
            metric={name}
            kpi={dashboard.kpis[name]}
            trend={{ isShown: metric === name, show: () => onMetricChange(name) }}
            currency={dashboard.currency}
            {...(isUsers(name) ? { accuracy: dashboard.usersAccuracy } : {})}
          />
        ))}
      </KpiGrid>
      <TrendCard
        metrics={ANALYTICS_TREND_METRICS}
        metric={metric}
        onMetricChange={onMetricChange}
        points={points}
        marks={marks}
        currency={dashboard.currency}
        period={dashboard.period}
        dataFrom={dashboard.source?.dataFrom}
      />
      <BreakdownsCard dashboard={dashboard} projectName={dashboard.source?.displayName ?? ''} />
    </>
  );
};
