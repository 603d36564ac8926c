import { ADS_METRICS } from '@kampa/contracts/ads/ads-metric-names';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdsDashboard } from '@/features/dashboards/api/get-ads-dashboard';
import { useTrend } from '@/features/dashboards/hooks/use-trend';
import { ADS_TREND_METRICS, type AdsTrendMetric } from '@/features/dashboards/lib/metrics';
import { CampaignTable } from './campaign-table';
import { KpiGrid, type DashboardPageProps } from './dashboard-frame';
import { KpiCard } from './kpi-card';
import { SourceDashboardPage } from './source-dashboard-page';
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
  const { points, marks } = useTrend(
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
            trend={{ isShown: metric === name, show: () => onMetricChange(name) }}
            currency={dashboard.currency}
          />
        ))}
      </KpiGrid>
      <TrendCard
        metrics={ADS_TREND_METRICS}
        metric={metric}
        onMetricChange={onMetricChange}
        points={points}
        marks={marks}
        currency={dashboard.currency}
        period={dashboard.period}
        dataFrom={dashboard.source?.dataFrom}
      />
      <CampaignTable dashboard={dashboard} projectName={dashboard.source?.displayName ?? ''} />
    </>
  );
};

/**
 * `/project/{id}/ads`: Google Ads KPIs with their change, the trend with campaign changes as
 * markers, and the campaign table with totals; or how to connect an Ads account.
 */
export const AdsDashboardPage = (
  props: DashboardPageProps<AdsTrendMetric> & { aside?: ReactNode; isAsidePending?: boolean },
) => (
  <SourceDashboardPage
    {...props}
    source="ads"
    useDashboard={useAdsDashboard}
    skeleton={{ kpis: 9, columns: 5 }}
    numbers={(data) => (
      <AdsNumbers
        dashboard={data}
        metric={props.search.metric ?? ADS_TREND_METRICS[0]}
        onMetricChange={(metric) => props.onSearchChange({ ...props.search, metric })}
      />
    )}
  />
);
