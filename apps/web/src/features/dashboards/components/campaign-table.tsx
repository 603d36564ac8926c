import { ADS_METRICS } from '@kampa/contracts/ads/ads-metric-names';
import type { TCampaignRow } from '@kampa/contracts/ads/ads-metrics';
import type { TAdsDashboard } from '@kampa/contracts/ads/get-ads-dashboard';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeChange } from '@/features/dashboards/lib/breakdown-rows';
import { formatMetric, rawMetric } from '@/lib/format-metric';
import { METRICS } from '@/features/dashboards/lib/metrics';
import { useFormat } from '@/lib/format';
import { ChangeCell } from './breakdown-columns';
import { DataTable, type Column } from './data-table';

type Row = Pick<TCampaignRow, 'values' | 'previous'> & {
  campaignId: string;
  name: string;
  status: TCampaignRow['status'] | null;
  channelType: string | null;
};

const STATUS_KEYS = {
  ENABLED: 'dashboards.campaigns.status.ENABLED',
  PAUSED: 'dashboards.campaigns.status.PAUSED',
  REMOVED: 'dashboards.campaigns.status.REMOVED',
  UNKNOWN: 'dashboards.campaigns.status.UNKNOWN',
} as const;

const STATUS_CLASSES = {
  ENABLED: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  PAUSED: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  REMOVED: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  UNKNOWN: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

/** Every campaign with data in the range or the comparison: status, every metric, totals. */
export const CampaignTable = ({
  dashboard,
  projectName,
}: {
  dashboard: TAdsDashboard;
  projectName: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { period, currency, campaigns } = dashboard;
  const hasComparison = period.compareRange !== null;
  const columns = useMemo((): Column<Row>[] => {
    const status = (row: Row) => (row.status ? t(STATUS_KEYS[row.status]) : '');
    const metric = (name: (typeof ADS_METRICS)[number]): Column<Row> => {
      const def = METRICS[name];
      return {
        id: name,
        label: t(def.label),
        csvLabel: def.kind === 'currency' && currency ? `${t(def.label)} (${currency})` : undefined,
        isNumeric: true,
        value: (row) => rawMetric(row.values[name]),
        render: (row) =>
          formatMetric(row.values[name], def.kind, { language: format.language, currency }),
      };
    };
    const [cost, ...rest] = ADS_METRICS.map(metric);
    const costChange: Column<Row> = {
      id: 'costChange',
      label: t('dashboards.table.costChange'),
      isNumeric: true,
      value: (row) => relativeChange(row.values.cost, row.previous?.cost),
      render: (row) => (
        <ChangeCell
          change={relativeChange(row.values.cost, row.previous?.cost)}
          language={format.language}
          polarity={METRICS.cost.polarity}
        />
      ),
    };
    return [
      {
        id: 'name',
        label: t('dashboards.campaigns.campaign'),
        isNumeric: false,
        value: (row) => row.name,
        render: (row) =>
          row.status === null ? (
            t('dashboards.table.total')
          ) : (
            <span className="block min-w-40 truncate" title={row.name}>
              {row.name}
            </span>
          ),
      },
      {
        id: 'status',
        label: t('dashboards.campaigns.statusLabel'),
        isNumeric: false,
        value: status,
        render: (row) =>
          row.status ? (
            <span
              className={clsx(
                'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
                STATUS_CLASSES[row.status],
              )}
            >
              {status(row)}
            </span>
          ) : null,
      },
      cost!,
      ...(hasComparison ? [costChange] : []),
      ...rest,
    ];
  }, [t, format.language, currency, hasComparison]);
  const total: Row | null = campaigns.total
    ? {
        ...campaigns.total,
        campaignId: 'total',
        name: t('dashboards.table.total'),
        status: null,
        channelType: null,
      }
    : null;
  return (
    <DataTable
      testId="campaign-table"
      title={t('dashboards.campaigns.title')}
      caption={t('dashboards.campaigns.caption', {
        range: format.dateRange(period.range.from, period.range.to),
      })}
      columns={columns}
      rows={campaigns.rows}
      rowKey={(row) => row.campaignId}
      totals={total}
      defaultSort={{ column: 'cost', direction: 'desc' }}
      fileNameParts={[projectName, 'campaigns', `${period.range.from}_${period.range.to}`]}
    />
  );
};
