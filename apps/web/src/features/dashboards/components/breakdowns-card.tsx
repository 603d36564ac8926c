import { ANALYTICS_DIMENSIONS } from '@kampa/contracts/analytics/analytics-metric-names';
import type { TAnalyticsDimension } from '@kampa/contracts/analytics/analytics-metrics';
import type { TAnalyticsDashboard } from '@kampa/contracts/analytics/get-analytics-dashboard';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { breakdownRows } from '@/features/dashboards/lib/breakdown-rows';
import { useFormat } from '@/lib/format';
import { breakdownColumns } from './breakdown-columns';
import { DataTable } from './data-table';
import { Tabs } from './tabs';

const DIMENSION_KEYS = {
  channel: 'dashboards.breakdown.channel',
  sourceMedium: 'dashboards.breakdown.sourceMedium',
  landingPage: 'dashboards.breakdown.landingPage',
  device: 'dashboards.breakdown.device',
  country: 'dashboards.breakdown.country',
} as const satisfies Record<TAnalyticsDimension, string>;

/** The breakdowns by channel, source/medium, landing page, device and country: one tab each. */
export const BreakdownsCard = ({
  dashboard,
  projectName,
}: {
  dashboard: TAnalyticsDashboard;
  projectName: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const [dimension, setDimension] = useState<TAnalyticsDimension>('channel');
  const { period, currency } = dashboard;
  const hasComparison = period.compareRange !== null;
  const columns = useMemo(
    () => breakdownColumns(t(DIMENSION_KEYS[dimension]), { t, format, currency, hasComparison }),
    [t, format, currency, hasComparison, dimension],
  );
  const { rows, other, total } = breakdownRows(dashboard.breakdowns[dimension]);
  const range = format.dateRange(period.range.from, period.range.to);
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t('dashboards.breakdown.title')}
      </h2>
      <Tabs
        label={t('dashboards.breakdown.by')}
        items={ANALYTICS_DIMENSIONS.map((id) => ({ id, label: t(DIMENSION_KEYS[id]) }))}
        selected={dimension}
        onSelect={setDimension}
      >
        <DataTable
          key={dimension}
          testId={`breakdown-${dimension}`}
          title={t(DIMENSION_KEYS[dimension])}
          caption={t('dashboards.breakdown.caption', {
            dimension: t(DIMENSION_KEYS[dimension]),
            range,
          })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
          trailingRows={other}
          totals={total}
          defaultSort={{ column: 'sessions', direction: 'desc' }}
          fileNameParts={[projectName, dimension, `${period.range.from}_${period.range.to}`]}
        />
      </Tabs>
    </section>
  );
};
