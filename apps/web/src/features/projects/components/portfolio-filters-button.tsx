import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { PortfolioSearch } from '@/features/projects/lib/portfolio-view';
import { activeFilterCount } from './portfolio-filters';

// The dialog (and Radix's code) loads with the first press, not with the list.
const PortfolioFiltersSheet = lazy(() =>
  import('./portfolio-filters-sheet').then((module) => ({
    default: module.PortfolioFiltersSheet,
  })),
);

/** A phone's way to the list's filters: a button saying how many are set, opening them in a dialog. */
export const FiltersButton = ({
  search,
  onSearchChange,
}: {
  search: PortfolioSearch;
  onSearchChange: (search: PortfolioSearch) => void;
}) => {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The dialog has no trigger of its own (it loads on the first press): closed, the focus returns
  // here once the dialog has let it go.
  const close = () => {
    setOpen(false);
    setTimeout(() => button.current?.focus(), 0);
  };
  const count = activeFilterCount(search);
  return (
    <div className="flex min-w-0 items-end">
      <Button
        ref={button}
        variant="secondary"
        className="w-full gap-1.5"
        aria-haspopup="dialog"
        aria-label={count > 0 ? t('projects.portfolio.filters.buttonActive', { count }) : undefined}
        aria-expanded={isOpen}
        data-testid="portfolio-filters-button"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('projects.portfolio.filters.button')}
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="portfolio-filters-count"
            className="rounded-full bg-indigo-600 px-1.5 text-xs leading-5 font-semibold text-white dark:bg-indigo-400 dark:text-slate-950"
          >
            {count}
          </span>
        ) : null}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <PortfolioFiltersSheet search={search} onSearchChange={onSearchChange} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
};
