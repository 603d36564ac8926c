import type { TPortfolioProject } from '@kampa/contracts/portfolio/get-portfolio';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { TABLE_CELL } from '@/components/ui/sort-header';
import { targetsStatusOf } from '@/features/projects/lib/portfolio-view';

const STATUS_TEXT = {
  behind: 'projects.portfolio.targets.behind',
  on_track: 'projects.portfolio.targets.on_track',
  no_data: 'projects.portfolio.targets.no_data',
  none: 'projects.portfolio.targets.none',
} as const;

const STATUS_TONE = {
  behind: 'text-red-800 dark:text-red-300',
  on_track: 'text-emerald-800 dark:text-emerald-300',
  no_data: 'text-slate-600 dark:text-slate-400',
  none: 'text-slate-600 dark:text-slate-400',
} as const;

/** A project's monthly targets in the portfolio table: the month's status and how many keep up. */
export const TargetsCell = ({ entry }: { entry: TPortfolioProject }) => {
  const { t } = useTranslation();
  const { targets } = entry;
  const status = targetsStatusOf(entry);
  return (
    <td
      className={clsx(TABLE_CELL, 'text-right whitespace-nowrap tabular-nums')}
      data-testid="cell-targets"
    >
      <span className={clsx('block', targets && 'font-semibold', STATUS_TONE[status])}>
        {t(STATUS_TEXT[status])}
      </span>
      {targets && (
        <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
          {t('projects.portfolio.targets.onTrack', {
            onTrack: targets.onTrack,
            total: targets.total,
          })}
        </span>
      )}
    </td>
  );
};
