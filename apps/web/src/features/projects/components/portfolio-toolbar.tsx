import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, Table2 } from 'lucide-react';
import { useId } from 'react';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { PORTFOLIO_METRIC_DEFS } from '@/features/projects/lib/portfolio-metrics';
import type { PortfolioPrefs } from '@/features/projects/lib/portfolio-prefs';
import {
  PORTFOLIO_SORT_KEYS,
  withFilter,
  type PortfolioSearch,
  type PortfolioSortKey,
} from '@/features/projects/lib/portfolio-view';
import type { TPortfolioMetric } from '@kampa/contracts/portfolio/get-portfolio';
import { FiltersButton } from './portfolio-filters-button';
import { FILTER_LABEL as LABEL, PortfolioFilters } from './portfolio-filters';

const VIEW_KEYS = {
  cards: 'projects.portfolio.views.cards',
  table: 'projects.portfolio.views.table',
} as const;

/** Tailwind's `sm`: from here the filters fit inline. */
const WIDE = '(min-width: 640px)';

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

/**
 * Search, filters (kept in the URL), the sort and the view (remembered per user). On a phone the
 * filters are behind a "Filters" button (a dialog) rather than squeezed into the toolbar.
 */
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
  const isWide = useMediaQuery(WIDE);
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
      {isWide ? (
        <PortfolioFilters search={search} onSearchChange={onSearchChange} />
      ) : (
        <FiltersButton search={search} onSearchChange={onSearchChange} />
      )}
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
