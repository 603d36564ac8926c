import type { TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { TABLE_CELL } from '@/components/ui/sort-header';
import { formatPercent } from '@/lib/format';

const STATUS_TEXT = {
  under: 'projects.portfolio.pacing.under',
  on_track: 'projects.portfolio.pacing.on_track',
  over: 'projects.portfolio.pacing.over',
} as const;

const STATUS_TONE = {
  under: 'text-amber-800 dark:text-amber-300',
  on_track: 'text-emerald-800 dark:text-emerald-300',
  over: 'text-red-800 dark:text-red-300',
} as const;

/** A project's budget pacing in the portfolio table: its status and projected share of the budget. */
export const PacingCell = ({ entry }: { entry: TPortfolioProject }) => {
  const { t, i18n } = useTranslation();
  const { pacing } = entry;
  return (
    <td
      className={clsx(TABLE_CELL, 'text-right whitespace-nowrap tabular-nums')}
      data-testid="cell-pacing"
    >
      {pacing ? (
        <>
          <span className={clsx('block font-semibold', STATUS_TONE[pacing.status])}>
            {t(STATUS_TEXT[pacing.status])}
          </span>
          <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
            {t('projects.portfolio.pacing.projected', {
              percent: formatPercent(pacing.ratio, i18n.language, 0),
            })}
          </span>
        </>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">
          {t('projects.portfolio.pacing.none')}
        </span>
      )}
    </td>
  );
};
