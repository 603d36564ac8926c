import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TSearchTable } from '@kampa/contracts/search-console/search-metrics';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchChange } from '@/features/dashboards/lib/search-rows';
import { METRICS, SEARCH_LABELS, SEARCH_TREND_METRICS } from '@/features/dashboards/lib/metrics';
import { formatMetric, rawMetric } from '@/lib/format-metric';
import { useFormat } from '@/lib/format';
import { ChangeCell } from './breakdown-columns';
import { DataTable, type Column } from './data-table';

type Row = TSearchTable['rows'][number];

const TABLE_KEYS = {
  queries: {
    title: 'dashboards.search.queries.title',
    caption: 'dashboards.search.queries.caption',
    column: 'dashboards.search.queries.column',
    footnote: 'dashboards.search.queries.footnote',
  },
  pages: {
    title: 'dashboards.search.pages.title',
    caption: 'dashboards.search.pages.caption',
    column: 'dashboards.search.pages.column',
    footnote: 'dashboards.search.pages.footnote',
  },
} as const;

/** Which metrics get a change column beside them (when there is a comparison). */
const WITH_CHANGE = {
  clicks: 'dashboards.search.change.clicks',
  position: 'dashboards.search.change.position',
} as const;

/**
 * The top queries or pages of the range by clicks: each metric, and the change of clicks and of
 * the position (coloured by which way is good: a lower position is), sortable, with a CSV; the
 * site's totals (Google's) in the footer, with a note on why the rows add up to less.
 */
export const SearchTable = ({
  kind,
  table,
  period,
  isLikeForLike,
  fileName,
}: {
  kind: keyof typeof TABLE_KEYS;
  table: TSearchTable;
  period: TPeriod;
  /** Whether both ranges are wholly held: else the totals' change is not shown (as the KPIs'). */
  isLikeForLike: boolean;
  /** The site, first part of the exported file's name. */
  fileName: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const hasComparison = period.compareRange !== null;
  const keys = TABLE_KEYS[kind];
  const columns = useMemo((): Column<Row>[] => {
    const metricColumns = SEARCH_TREND_METRICS.flatMap((name): Column<Row>[] => {
      const def = METRICS[name];
      const metric: Column<Row> = {
        id: name,
        label: t(SEARCH_LABELS[name]),
        isNumeric: true,
        isRate: def.kind === 'percent',
        value: (row) => rawMetric(row.values[name]),
        render: (row) =>
          formatMetric(row.values[name], def.kind, { language: format.language, currency: null }),
      };
      if (!hasComparison || !(name in WITH_CHANGE)) return [metric];
      const change = (row: Row) => searchChange(row.values[name], row.previous?.[name]);
      return [
        metric,
        {
          id: `${name}Change`,
          label: t(WITH_CHANGE[name as keyof typeof WITH_CHANGE]),
          isNumeric: true,
          isRate: true,
          value: change,
          render: (row) => (
            <ChangeCell change={change(row)} language={format.language} polarity={def.polarity} />
          ),
        },
      ];
    });
    return [
      {
        id: 'value',
        label: t(keys.column),
        isNumeric: false,
        value: (row) => row.value,
        render: (row) => (
          <span className="block max-w-[28rem] min-w-40 truncate" title={row.value}>
            {row.value}
          </span>
        ),
      },
      ...metricColumns,
    ];
  }, [t, format.language, hasComparison, keys.column]);
  // Google's totals for the range, not the sum of the rows: it leaves rare queries out of them.
  const total: Row | null = table.total
    ? {
        value: t('dashboards.table.total'),
        values: table.total.values,
        previous: isLikeForLike ? table.total.previous : null,
      }
    : null;
  return (
    <DataTable
      testId={`search-${kind}-table`}
      title={t(keys.title)}
      caption={t(keys.caption, { range: format.dateRange(period.range.from, period.range.to) })}
      columns={columns}
      rows={table.rows}
      rowKey={(row) => row.value}
      totals={total}
      footnote={total ? t(keys.footnote) : null}
      defaultSort={{ column: 'clicks', direction: 'desc' }}
      fileNameParts={[fileName, kind, `${period.range.from}_${period.range.to}`]}
    />
  );
};
