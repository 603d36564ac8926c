import {
  PORTFOLIO_METRICS,
  type TPortfolioProject,
} from '@kampa/contracts/portfolio/get-portfolio';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { TABLE_CELL } from '@/components/ui/sort-header';
import { formatMetric } from '@/lib/format-metric';
import { useFormat } from '@/lib/format';
import { PORTFOLIO_METRIC_DEFS } from '@/features/projects/lib/portfolio-metrics';
import { portfolioTotals } from '@/features/projects/lib/portfolio-totals';
import { KpiChangeBadge } from './kpi-change-badge';

/**
 * The table's last row: each count summed, money summed per currency (a line each), the ratios
 * left empty with the reason for screen readers and on hover.
 */
export const PortfolioTotalsRow = ({ entries }: { entries: readonly TPortfolioProject[] }) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const totals = portfolioTotals(entries);
  const openAlerts = entries.reduce((sum, entry) => sum + entry.openAlerts, 0);
  return (
    <tr data-testid="portfolio-totals" className="font-semibold">
      <th
        scope="row"
        className={clsx(TABLE_CELL, 'sticky left-0 z-[1] bg-slate-50 text-left dark:bg-slate-950')}
      >
        {t('portfolio.label', { count: entries.length })}
      </th>
      <td className={clsx(TABLE_CELL, 'text-right tabular-nums')} data-testid="total-openAlerts">
        {openAlerts}
      </td>
      <td className={TABLE_CELL} />
      <td className={TABLE_CELL} />
      {PORTFOLIO_METRICS.map((metric) => {
        const def = PORTFOLIO_METRIC_DEFS[metric];
        const metricTotals = totals[metric];
        return (
          <td
            key={metric}
            className={clsx(TABLE_CELL, 'text-right whitespace-nowrap tabular-nums')}
            data-testid={`total-${metric}`}
          >
            {metricTotals === null ? (
              <span
                className="font-normal text-slate-600 dark:text-slate-400"
                title={t('portfolio.ratioHint')}
              >
                <span aria-hidden="true">–</span>
                <span className="sr-only">{t('portfolio.ratioHint')}</span>
              </span>
            ) : (
              metricTotals.map((total) => (
                <span key={total.currency ?? ''} className="block">
                  <span className="block text-slate-900 dark:text-white">
                    {formatMetric(total.kpi.value, def.kind, {
                      language,
                      currency: total.currency,
                    })}
                  </span>
                  {metricTotals.length === 1 ? (
                    <span className="mt-0.5 block min-h-5 font-normal">
                      <KpiChangeBadge kpi={total.kpi} polarity={def.polarity} />
                    </span>
                  ) : null}
                </span>
              ))
            )}
          </td>
        );
      })}
    </tr>
  );
};
