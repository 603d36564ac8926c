import type { TFunction } from 'i18next';
import { clsx } from 'clsx';
import type { Column } from './data-table';
import { type BreakdownRow, relativeChange } from '@/features/dashboards/lib/breakdown-rows';
import { formatMetric, rawMetric } from '@/lib/format-metric';
import { METRICS } from '@/features/dashboards/lib/metrics';
import { formatNumber, type useFormat } from '@/lib/format';
import { toneOf, type Polarity } from '@/lib/kpi-change';

type Context = {
  t: TFunction;
  format: ReturnType<typeof useFormat>;
  currency: string | null;
  hasComparison: boolean;
};

const METRIC_COLUMNS = [
  'sessions',
  'engagementRate',
  'screenPageViews',
  'keyEvents',
  'conversionRate',
  'totalRevenue',
] as const;

/**
 * A change in percent, coloured by whether it is good news for this metric (more sessions are, a
 * higher cost is neither); never colour alone: the sign is written.
 */
export const ChangeCell = ({
  change,
  language,
  polarity = 'higher',
}: {
  change: number | null;
  language: string;
  polarity?: Polarity;
}) => {
  if (change === null) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const text = formatNumber(change, language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const tone = toneOf(change > 0 ? 'up' : change < 0 ? 'down' : 'flat', polarity);
  return (
    <span
      data-tone={tone}
      className={clsx(
        tone === 'good' && 'text-emerald-700 dark:text-emerald-400',
        tone === 'bad' && 'text-red-700 dark:text-red-400',
      )}
    >
      {text}
    </span>
  );
};

/** The columns of an analytics breakdown: the value, sessions and their change, then the rest. */
export const breakdownColumns = (
  dimensionLabel: string,
  { t, format, currency, hasComparison }: Context,
): Column<BreakdownRow>[] => {
  const label = (row: BreakdownRow) =>
    row.kind === 'total'
      ? t('dashboards.table.total')
      : row.kind === 'other'
        ? t('dashboards.breakdown.otherRow', { count: row.otherCount })
        : row.label || t('dashboards.breakdown.notSet');
  const metric = (name: (typeof METRIC_COLUMNS)[number]): Column<BreakdownRow> => {
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
  const [sessions, ...rest] = METRIC_COLUMNS.map(metric);
  const change: Column<BreakdownRow> = {
    id: 'sessionsChange',
    label: t('dashboards.table.sessionsChange'),
    isNumeric: true,
    value: (row) => relativeChange(row.values.sessions, row.previous?.sessions),
    render: (row) => (
      <ChangeCell
        change={relativeChange(row.values.sessions, row.previous?.sessions)}
        language={format.language}
      />
    ),
  };
  return [
    { id: 'label', label: dimensionLabel, isNumeric: false, value: label, render: label },
    sessions!,
    ...(hasComparison ? [change] : []),
    ...rest,
  ];
};
