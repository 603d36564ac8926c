import type { TChatToolCall } from '@kampa/contracts/chat/chat';
import { Link } from '@tanstack/react-router';
import { Database } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { cardLinkOf } from '@/features/chat/lib/card-link';
import { cellKindOf, formatCell } from '@/features/chat/lib/card-cells';
import { isKnownMetric } from '@/lib/metric-kinds';

const TOOL_KEYS: Record<string, string> = {
  metrics: 'chat.card.tool.metrics',
  top_values: 'chat.card.tool.top_values',
  campaigns: 'chat.card.tool.campaigns',
  events: 'chat.card.tool.events',
  project_setup: 'chat.card.tool.project_setup',
  alerts: 'chat.card.tool.alerts',
  budgets: 'chat.card.tool.budgets',
  search_terms: 'chat.card.tool.search_terms',
};
/** A state a tool returns as a code (`on_track`, `open`), read in the UI language. */
const STATE_KEYS = 'chat.card.state';
const STATE_COLUMNS = new Set(['status', 'state']);
/** The names of the tools' columns and rows that are not metrics (value, previous, total…). */
const NAME_KEYS = 'chat.card.name';
const METRIC_KEYS = 'dashboards.metric';

/**
 * What one tool call read: the tool, its arguments and days (the summary) and its rows (opened),
 * with a link to the screen that shows the same numbers for the same days.
 */
export const DataCard = ({ call, projectUid }: { call: TChatToolCall; projectUid: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const result = call.result;
  const options = { language: format.language, currency: result?.currency ?? null };
  // Metric names read as on the dashboards; the tool's other columns and rows have names of their own.
  const nameOf = (name: string) =>
    isKnownMetric(name)
      ? t(`${METRIC_KEYS}.${name}`)
      : t(`${NAME_KEYS}.${name}`, { defaultValue: name });
  const link = result ? cardLinkOf(result) : null;
  return (
    <details
      className="rounded-lg border border-slate-200 bg-slate-50 text-sm dark:border-slate-700 dark:bg-slate-900"
      data-testid="data-card"
    >
      <summary className="flex cursor-pointer flex-wrap items-center gap-2 px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
        <Database aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-medium">
          {t(TOOL_KEYS[call.tool] ?? 'chat.card.tool.unknown', { name: call.tool })}
        </span>
        {result?.range ? (
          <span className="text-slate-600 dark:text-slate-300">
            {format.dateRange(result.range.from, result.range.to)}
          </span>
        ) : null}
        {call.error ? (
          <span className="text-red-700 dark:text-red-300">{t('chat.card.failed')}</span>
        ) : null}
      </summary>
      <div className="space-y-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700">
        {/* The tool's raw arguments are for the curious: behind a toggle, not in the way. */}
        <details data-testid="data-card-technical">
          <summary className="cursor-pointer text-xs text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300">
            {t('chat.card.technical')}
          </summary>
          <p className="mt-1 break-all font-mono text-xs text-slate-600 dark:text-slate-300">
            {t('chat.card.asked')}: {JSON.stringify(call.input)}
          </p>
        </details>
        {result?.compareRange ? (
          <p className="text-slate-600 dark:text-slate-300">
            {t('chat.card.compared')}:{' '}
            {format.dateRange(result.compareRange.from, result.compareRange.to)}
          </p>
        ) : null}
        {call.error ? <p className="text-red-700 dark:text-red-300">{call.error}</p> : null}
        {result ? (
          // A wide table scrolls sideways inside the answer on a phone: reachable by keyboard too.
          <div
            className="overflow-x-auto"
            role="region"
            aria-label={t('chat.card.rows')}
            tabIndex={0}
          >
            <table className="w-full text-left">
              <caption className="sr-only">{t('chat.card.rows')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('chat.card.row')}
                  </th>
                  {result.columns.map((column) => (
                    <th key={column} scope="col" className="py-1 pr-3 text-right font-medium">
                      {nameOf(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row, index) => (
                  <tr
                    key={`${row.label}-${index}`}
                    className="border-t border-slate-200 dark:border-slate-700"
                  >
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {call.tool === 'metrics' ||
                      call.tool === 'project_setup' ||
                      row.label === 'total'
                        ? nameOf(row.label)
                        : row.label}
                    </th>
                    {result.columns.map((column) => (
                      <td key={column} className="py-1 pr-3 text-right tabular-nums">
                        {STATE_COLUMNS.has(column) && typeof row.cells[column] === 'string'
                          ? t(`${STATE_KEYS}.${row.cells[column]}`, {
                              defaultValue: row.cells[column],
                            })
                          : formatCell(
                              row.cells[column] ?? null,
                              cellKindOf(call.tool, result, row, column),
                              options,
                            )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {result?.note ? <p className="text-slate-600 dark:text-slate-300">{result.note}</p> : null}
        {link ? (
          <Link
            to={link.to}
            params={{ projectId: projectUid }}
            search={link.search}
            className="inline-block font-medium text-blue-700 underline dark:text-blue-300"
          >
            {t('chat.card.open')}
          </Link>
        ) : null}
      </div>
    </details>
  );
};
