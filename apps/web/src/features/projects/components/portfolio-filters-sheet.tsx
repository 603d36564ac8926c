import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { withFilter, type PortfolioSearch } from '@/features/projects/lib/portfolio-view';
import { activeFilterCount, FILTER_KEYS, PortfolioFilters } from './portfolio-filters';

/**
 * The portfolio's filters in a dialog on a phone: each choice applies at once (the list behind
 * follows), "Clear filters" drops them all, "Show projects" closes.
 */
export const PortfolioFiltersSheet = ({
  search,
  onSearchChange,
  onClose,
}: {
  search: PortfolioSearch;
  onSearchChange: (search: PortfolioSearch) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const clear = () =>
    onSearchChange(FILTER_KEYS.reduce((next, key) => withFilter(next, key, undefined), search));
  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        title={t('projects.portfolio.filters.title')}
        closeLabel={t('projects.portfolio.filters.close')}
        data-testid="portfolio-filters-dialog"
      >
        <div className="space-y-4">
          <PortfolioFilters search={search} onSearchChange={onSearchChange} isStacked />
        </div>
        <div className="mt-6 flex justify-between gap-3">
          <Button variant="secondary" onClick={clear} disabled={activeFilterCount(search) === 0}>
            {t('projects.portfolio.filters.clear')}
          </Button>
          <DialogClose asChild>
            <Button>{t('projects.portfolio.filters.done')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
};
