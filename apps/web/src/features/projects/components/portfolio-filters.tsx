import { PROJECT_ROLES } from '@kampa/contracts/project/project';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { ROLE_KEYS } from '@/features/projects/components/project-status';
import {
  PACING_FILTERS,
  SOURCE_FILTERS,
  TARGETS_FILTERS,
  withFilter,
  type PortfolioSearch,
} from '@/features/projects/lib/portfolio-view';

const SOURCE_KEYS = {
  analytics: 'projects.portfolio.source.analytics',
  ads: 'projects.portfolio.source.ads',
  none: 'projects.portfolio.source.none',
} as const;

const PACING_KEYS = {
  over: 'projects.portfolio.pacing.over',
  under: 'projects.portfolio.pacing.under',
  on_track: 'projects.portfolio.pacing.on_track',
  none: 'projects.portfolio.pacing.none',
} as const;

const TARGETS_KEYS = {
  behind: 'projects.portfolio.targets.behind',
  on_track: 'projects.portfolio.targets.on_track',
  no_data: 'projects.portfolio.targets.no_data',
  none: 'projects.portfolio.targets.none',
} as const;

export const FILTER_LABEL = 'mb-1 block text-xs font-medium text-slate-600 dark:text-slate-400';

/** The list's filters that narrow it (besides the search): kept in the URL like the search. */
export const FILTER_KEYS = ['source', 'role', 'alerts', 'pacing', 'targets'] as const;

/** How many of the filters are set (the phone's "Filters" button says it). */
export const activeFilterCount = (search: PortfolioSearch) =>
  FILTER_KEYS.filter((key) => search[key] !== undefined).length;

/**
 * The portfolio's filters: inline in the toolbar's row on wider screens, stacked in the filters
 * dialog on a phone (`isStacked`).
 */
export const PortfolioFilters = ({
  search,
  onSearchChange,
  isStacked = false,
}: {
  search: PortfolioSearch;
  onSearchChange: (search: PortfolioSearch) => void;
  isStacked?: boolean;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const LABEL = FILTER_LABEL;
  const width = (inline: string) => clsx('min-w-0', isStacked ? 'w-full' : inline);
  return (
    <>
      <div className={width('sm:w-44')}>
        <label htmlFor={`${id}-source`} className={LABEL}>
          {t('projects.portfolio.sourceFilter')}
        </label>
        <Select
          id={`${id}-source`}
          value={search.source ?? ''}
          onChange={(event) =>
            onSearchChange(
              withFilter(
                search,
                'source',
                (event.target.value || undefined) as PortfolioSearch['source'],
              ),
            )
          }
        >
          <option value="">{t('projects.portfolio.any')}</option>
          {SOURCE_FILTERS.map((source) => (
            <option key={source} value={source}>
              {t(SOURCE_KEYS[source])}
            </option>
          ))}
        </Select>
      </div>
      <div className={width('sm:w-36')}>
        <label htmlFor={`${id}-role`} className={LABEL}>
          {t('projects.portfolio.roleFilter')}
        </label>
        <Select
          id={`${id}-role`}
          value={search.role ?? ''}
          onChange={(event) =>
            onSearchChange(
              withFilter(
                search,
                'role',
                (event.target.value || undefined) as PortfolioSearch['role'],
              ),
            )
          }
        >
          <option value="">{t('projects.portfolio.any')}</option>
          {PROJECT_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_KEYS[role])}
            </option>
          ))}
        </Select>
      </div>
      <div className={width('sm:w-48')}>
        <label htmlFor={`${id}-alerts`} className={LABEL}>
          {t('projects.portfolio.alertsFilter')}
        </label>
        <Select
          id={`${id}-alerts`}
          value={search.alerts ?? ''}
          onChange={(event) =>
            onSearchChange(
              withFilter(
                search,
                'alerts',
                (event.target.value || undefined) as PortfolioSearch['alerts'],
              ),
            )
          }
        >
          <option value="">{t('projects.portfolio.any')}</option>
          <option value="open">{t('projects.portfolio.alertsOpen')}</option>
        </Select>
      </div>
      <div className={width('sm:w-40')}>
        <label htmlFor={`${id}-pacing`} className={LABEL}>
          {t('projects.portfolio.column.pacing')}
        </label>
        <Select
          id={`${id}-pacing`}
          value={search.pacing ?? ''}
          onChange={(event) =>
            onSearchChange(
              withFilter(
                search,
                'pacing',
                (event.target.value || undefined) as PortfolioSearch['pacing'],
              ),
            )
          }
        >
          <option value="">{t('projects.portfolio.any')}</option>
          {PACING_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(PACING_KEYS[status])}
            </option>
          ))}
        </Select>
      </div>
      <div className={width('sm:w-40')}>
        <label htmlFor={`${id}-targets`} className={LABEL}>
          {t('projects.portfolio.column.targets')}
        </label>
        <Select
          id={`${id}-targets`}
          value={search.targets ?? ''}
          onChange={(event) =>
            onSearchChange(
              withFilter(
                search,
                'targets',
                (event.target.value || undefined) as PortfolioSearch['targets'],
              ),
            )
          }
        >
          <option value="">{t('projects.portfolio.any')}</option>
          {TARGETS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {t(TARGETS_KEYS[status])}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
};
