import {
  PORTFOLIO_METRICS,
  type TPortfolioProject,
} from '@kampa/contracts/portfolio/get-portfolio';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { CARD_SURFACE } from '@/components/ui/card';
import { SortHeader, TABLE_CELL } from '@/components/ui/sort-header';
import { formatMetric } from '@/lib/format-metric';
import { useFormat } from '@/lib/format';
import { addAreas } from '@/lib/i18n';
import { nextSort } from '@/lib/sort';
import { currencyOf, PORTFOLIO_METRIC_DEFS } from '@/features/projects/lib/portfolio-metrics';
import type { PortfolioSort, PortfolioSortKey } from '@/features/projects/lib/portfolio-view';
import { KpiChangeBadge } from './kpi-change-badge';
import { PacingCell } from './pacing-cell';
import { PortfolioExport } from './portfolio-export';
import { PortfolioTotalsRow } from './portfolio-totals-row';
import { ConnectionState } from './project-status';
import { TargetsCell } from './targets-cell';
import csPortfolio from '@/locales/cs/portfolio.json';
import enPortfolio from '@/locales/en/portfolio.json';

// The totals' and the export's words load with the table, not with every screen's translations.
addAreas({ cs: { portfolio: csPortfolio }, en: { portfolio: enPortfolio } });

const worstState = (entry: TPortfolioProject) => {
  const { analytics, ads } = entry.project.connections;
  for (const state of ['reconnect_needed', 'error', 'connecting', 'connected'] as const) {
    if (analytics === state || ads === state) return state;
  }
  return 'not_connected' as const;
};

/**
 * The portfolio as a table: a row per project, a column per KPI (value and change), sortable; a
 * totals row below and a CSV export of what is shown.
 */
export const PortfolioTable = ({
  entries,
  sort,
  onSortChange,
}: {
  entries: readonly TPortfolioProject[];
  sort: PortfolioSort;
  onSortChange: (sort: PortfolioSort) => void;
}) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const directionOf = (key: PortfolioSortKey) => (sort.key === key ? sort.direction : null);
  const sortBy = (key: PortfolioSortKey) => {
    const next = nextSort(
      { column: sort.key, direction: sort.direction },
      key,
      key === 'name' ? 'asc' : 'desc',
    );
    onSortChange({ key, direction: next.direction });
  };
  return (
    <div className={clsx(CARD_SURFACE, 'min-w-0 overflow-hidden')} data-testid="portfolio-table">
      <PortfolioExport entries={entries} />
      <ScrollRegion
        label={t('projects.portfolio.tableCaption')}
        testId="portfolio-table"
        className="mt-3"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('projects.portfolio.tableCaption')}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-950 dark:text-slate-400">
            <tr>
              <SortHeader
                label={t('projects.portfolio.column.name')}
                isFirst
                direction={directionOf('name')}
                onSort={() => sortBy('name')}
              />
              <SortHeader
                label={t('projects.portfolio.column.openAlerts')}
                isFirst={false}
                direction={directionOf('openAlerts')}
                onSort={() => sortBy('openAlerts')}
              />
              <SortHeader
                label={t('projects.portfolio.column.pacing')}
                isFirst={false}
                direction={directionOf('pacing')}
                onSort={() => sortBy('pacing')}
              />
              <SortHeader
                label={t('projects.portfolio.column.targets')}
                isFirst={false}
                direction={directionOf('targets')}
                onSort={() => sortBy('targets')}
              />
              {PORTFOLIO_METRICS.map((metric) => (
                <SortHeader
                  key={metric}
                  label={t(PORTFOLIO_METRIC_DEFS[metric].label)}
                  isFirst={false}
                  direction={directionOf(metric)}
                  onSort={() => sortBy(metric)}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {entries.map((entry) => (
              <tr key={entry.project.uid} data-testid="portfolio-row">
                <th
                  scope="row"
                  className={clsx(
                    TABLE_CELL,
                    'sticky left-0 z-[1] max-w-56 bg-white text-left font-medium dark:bg-slate-900',
                  )}
                >
                  <Link
                    to="/project/$projectId/dashboard"
                    params={{ projectId: entry.project.uid }}
                    className="block truncate text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                  >
                    {entry.project.name}
                  </Link>
                  <span className="mt-0.5 block text-xs font-normal text-slate-600 dark:text-slate-400">
                    <ConnectionState state={worstState(entry)} />
                  </span>
                </th>
                <td
                  className={clsx(TABLE_CELL, 'text-right whitespace-nowrap tabular-nums')}
                  data-testid="cell-openAlerts"
                >
                  {entry.openAlerts > 0 ? (
                    <span className="font-semibold text-red-800 dark:text-red-300">
                      <span aria-hidden="true">{entry.openAlerts}</span>
                      <span className="sr-only">
                        {t('monitoring.badge', { count: entry.openAlerts })}
                      </span>
                    </span>
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">0</span>
                  )}
                </td>
                <PacingCell entry={entry} />
                <TargetsCell entry={entry} />
                {PORTFOLIO_METRICS.map((metric) => {
                  const def = PORTFOLIO_METRIC_DEFS[metric];
                  return (
                    <td
                      key={metric}
                      className={clsx(TABLE_CELL, 'text-right whitespace-nowrap tabular-nums')}
                      data-testid={`cell-${metric}`}
                    >
                      <span className="block text-slate-900 dark:text-white">
                        {formatMetric(entry.kpis[metric].value, def.kind, {
                          language,
                          currency: currencyOf(entry, metric),
                        })}
                      </span>
                      <span className="mt-0.5 block min-h-5">
                        <KpiChangeBadge kpi={entry.kpis[metric]} polarity={def.polarity} />
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {entries.length > 1 ? (
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-950">
              <PortfolioTotalsRow entries={entries} />
            </tfoot>
          ) : null}
        </table>
      </ScrollRegion>
    </div>
  );
};
