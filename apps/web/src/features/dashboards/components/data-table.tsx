import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { nextSort, sortRows, type SortState, type SortValue } from '@/lib/sort';
import { csvFileName, downloadCsv, toCsv, type CsvCell, type CsvDialect } from '@/lib/csv';
import { useFormat } from '@/lib/format';
import { SortHeader, TABLE_CELL } from '@/components/ui/sort-header';

export type Column<Row> = {
  id: string;
  /** The header, also the CSV header (with the unit where it helps, e.g. "Revenue (CZK)"). */
  label: string;
  csvLabel?: string;
  isNumeric: boolean;
  value: (row: Row) => SortValue;
  render: (row: Row) => ReactNode;
  /** The CSV cell when it is not the sort value (a raw number or plain text). */
  csv?: (row: Row) => CsvCell;
  /** A rate (a fraction): exported as a percentage where the CSV dialect has one. */
  isRate?: boolean;
};

export type DataTableProps<Row> = {
  title: string;
  /** Hidden heading-level description of what the table holds, e.g. the range. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows kept below the sorted ones (e.g. "other"), and the totals in the footer. */
  trailingRows?: readonly Row[];
  totals?: Row | null;
  defaultSort: SortState;
  /** Parts of the exported file's name: project, table, range. */
  fileNameParts: readonly string[];
  toolbar?: ReactNode;
  /** A note under the table (e.g. why its rows add up to less than its totals). */
  footnote?: ReactNode;
  testId: string;
};

const STICKY = 'sticky left-0 z-[1] bg-inherit';

/**
 * A sortable table with a CSV export of what it shows (in its current order, numbers unformatted).
 * The first column stays in view while the others scroll sideways on narrow screens.
 */
export const DataTable = <Row,>(props: DataTableProps<Row>) => {
  const { title, caption, columns, rows, rowKey, trailingRows = [], totals, testId } = props;
  const { t } = useTranslation();
  const { language } = useFormat();
  const id = useId();
  const [sort, setSort] = useState<SortState>(props.defaultSort);
  const column = columns.find((item) => item.id === sort.column) ?? columns[0]!;
  const sorted = useMemo(
    () => sortRows(rows, column.value, sort.direction, language),
    [rows, column, sort.direction, language],
  );

  const exportCsv = (dialect: CsvDialect) => {
    const all = [...sorted, ...trailingRows, ...(totals ? [totals] : [])];
    const cell = (item: Column<Row>, row: Row): CsvCell => {
      const value = (item.csv ?? item.value)(row);
      return item.isRate && typeof value === 'number' ? { rate: value } : value;
    };
    const csv = toCsv(
      [
        columns.map((item) => item.csvLabel ?? item.label),
        ...all.map((row) => columns.map((item) => cell(item, row))),
      ],
      dialect,
    );
    const parts = dialect === 'excel-cs' ? [...props.fileNameParts, 'excel'] : props.fileNameParts;
    downloadCsv(csvFileName(...parts), csv);
  };

  const row = (item: Row, kind: 'row' | 'trailing' | 'total') => {
    return (
      <tr
        key={kind === 'total' ? 'total' : rowKey(item)}
        data-kind={kind}
        className={clsx(
          'bg-white dark:bg-slate-900',
          kind === 'trailing' && 'text-slate-600 dark:text-slate-400',
          kind === 'total' && 'font-semibold',
        )}
      >
        {columns.map((col, index) => {
          const Tag = index === 0 ? 'th' : 'td';
          return (
            <Tag
              key={col.id}
              {...(index === 0 ? { scope: 'row' } : {})}
              className={clsx(
                TABLE_CELL,
                index === 0 ? clsx(STICKY, 'max-w-64 text-left font-medium') : 'text-right',
                col.isNumeric && 'tabular-nums whitespace-nowrap',
                kind === 'total' && index > 0 && 'font-semibold',
              )}
            >
              {col.render(item)}
            </Tag>
          );
        })}
      </tr>
    );
  };

  return (
    <Card className="min-w-0 overflow-hidden" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4 sm:px-5">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {props.toolbar}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => exportCsv('standard')}
            data-testid={`${testId}-csv`}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('dashboards.table.exportCsv')}
            <span className="sr-only">: {title}</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => exportCsv('excel-cs')}
            data-testid={`${testId}-csv-excel`}
            title={t('dashboards.table.exportExcelHint')}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('dashboards.table.exportExcel')}
            <span className="sr-only">: {title}</span>
          </Button>
        </div>
      </div>
      <ScrollRegion labelledBy={`${id}-title`} testId={testId} className="mt-3">
        <table className="w-full text-sm text-slate-900 dark:text-slate-100">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-y border-slate-200 bg-slate-50 text-xs text-slate-600 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400">
            <tr>
              {columns.map((col, index) => (
                <SortHeader
                  key={col.id}
                  label={col.label}
                  isFirst={index === 0}
                  direction={col.id === sort.column ? sort.direction : null}
                  onSort={() => setSort(nextSort(sort, col.id, col.isNumeric ? 'desc' : 'asc'))}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {sorted.map((item) => row(item, 'row'))}
            {trailingRows.map((item) => row(item, 'trailing'))}
          </tbody>
          {totals ? (
            <tfoot className="border-t-2 border-slate-200 dark:border-slate-700">
              {row(totals, 'total')}
            </tfoot>
          ) : null}
        </table>
      </ScrollRegion>
      {props.footnote ? (
        <p
          className="px-4 py-3 text-xs text-slate-600 sm:px-5 dark:text-slate-400"
          data-testid={`${testId}-footnote`}
        >
          {props.footnote}
        </p>
      ) : null}
    </Card>
  );
};
