import { PROJECT_ROLES } from '@kampa/contracts/project/project';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, Table2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { ROLE_KEYS } from '@/features/projects/components/project-status';
import { PORTFOLIO_METRIC_DEFS } from '@/features/projects/lib/portfolio-metrics';
import type { PortfolioPrefs } from '@/features/projects/lib/portfolio-prefs';
import {
  PACING_FILTERS,
  PORTFOLIO_SORT_KEYS,
  SOURCE_FILTERS,
  TARGETS_FILTERS,
  withFilter,
  type PortfolioSearch,
  type PortfolioSortKey,
} from '@/features/projects/lib/portfolio-view';
import type { TPortfolioMetric } from '@kampa/contracts/portfolio/get-portfolio';

const SOURCE_KEYS = {
  analytics: 'projects.portfolio.source.analytics',
  ads: 'projects.portfolio.source.ads',
  none: 'projects.portfolio.source.none',
} as const;

const VIEW_KEYS = {
  cards: 'projects.portfolio.views.cards',
  table: 'projects.portfolio.views.table',
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

const LABEL = 'mb-1 block text-xs font-medium text-slate-600 dark:text-slate-400';

const useSortLabel = () => {
  const { t } = useTranslation();
  return (key: PortfolioSortKey) => {
    if (key === 'name') return t('projects.portfolio.column.name');
    if (key === 'openAlerts') return t('projects.portfolio.column.openAlerts');
    if (key === 'pacing') return t('projects.portfolio.column.pacing');
    if (key === 'targets') return t('projects.portfolio.column.targets');
    if (key.endsWith('Change')) {
      const metric = key.slice(0, -'Change'.length) as TPortfolioMetric;
      return t('projects.portfolio.sortChange', { metric: t(PORTFOLIO_METRIC_DEFS[metric].label) });
    }
    return t(PORTFOLIO_METRIC_DEFS[key as TPortfolioMetric].label);
  };
};

/** Search, filters (kept in the URL), the sort and the view (remembered per user). */
export const PortfolioToolbar = ({
  search,
  onSearchChange,
  prefs,
  onPrefsChange,
}: {
  search: PortfolioSearch;
  /** `replace`: typing in the search changes the URL without a history entry per letter. */
  onSearchChange: (search: PortfolioSearch, options?: { replace?: boolean }) => void;
  prefs: PortfolioPrefs;
  onPrefsChange: (prefs: PortfolioPrefs) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const sortLabel = useSortLabel();
  const isAscending = prefs.sort.direction === 'asc';
  return (
    <div
      className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
      data-testid="portfolio-toolbar"
    >
      <div className="col-span-2 sm:w-56">
        <label htmlFor={`${id}-q`} className={LABEL}>
          {t('projects.portfolio.search')}
        </label>
        <Input
          id={`${id}-q`}
          type="search"
          defaultValue={search.q ?? ''}
          placeholder={t('projects.portfolio.searchPlaceholder')}
          onChange={(event) =>
            onSearchChange(withFilter(search, 'q', event.target.value.trim()), { replace: true })
          }
        />
      </div>
      <div className="min-w-0 sm:w-44">
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
      <div className="min-w-0 sm:w-36">
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
      <div className="min-w-0 sm:w-48">
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
      <div className="min-w-0 sm:w-40">
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
      <div className="min-w-0 sm:w-40">
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
      <div className="min-w-0 flex items-end gap-1 sm:w-60">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-sort`} className={LABEL}>
            {t('projects.portfolio.sortBy')}
          </label>
          <Select
            id={`${id}-sort`}
            value={prefs.sort.key}
            onChange={(event) =>
              onPrefsChange({
                ...prefs,
                sort: {
                  key: event.target.value as PortfolioSortKey,
                  direction: event.target.value === 'name' ? 'asc' : 'desc',
                },
              })
            }
          >
            {PORTFOLIO_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {sortLabel(key)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t(
            isAscending ? 'projects.portfolio.ascending' : 'projects.portfolio.descending',
          )}
          title={t(isAscending ? 'projects.portfolio.ascending' : 'projects.portfolio.descending')}
          onClick={() =>
            onPrefsChange({
              ...prefs,
              sort: { ...prefs.sort, direction: isAscending ? 'desc' : 'asc' },
            })
          }
        >
          {isAscending ? (
            <ArrowUpNarrowWide aria-hidden="true" className="size-4" />
          ) : (
            <ArrowDownWideNarrow aria-hidden="true" className="size-4" />
          )}
        </Button>
      </div>
      <div
        role="group"
        aria-label={t('projects.portfolio.view')}
        className="col-span-2 flex gap-1 sm:ml-auto"
      >
        {(
          [
            ['cards', LayoutGrid],
            ['table', Table2],
          ] as const
        ).map(([view, Icon]) => (
          <Button
            key={view}
            variant={prefs.view === view ? 'primary' : 'secondary'}
            aria-pressed={prefs.view === view}
            onClick={() => onPrefsChange({ ...prefs, view })}
            className="flex-1 gap-1.5 sm:flex-none"
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(VIEW_KEYS[view])}
          </Button>
        ))}
      </div>
    </div>
  );
};
