import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { CARD_SURFACE } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while the project loads: header, then the checklist card. */
export const ProjectDashboardSkeleton = () => {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid="project-dashboard-skeleton">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden="true" className="mb-8 space-y-3">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-48 max-w-full" />
      </div>
      <div aria-hidden="true" className={clsx(CARD_SURFACE, 'space-y-4 p-5 sm:p-6')}>
        <Skeleton className="h-5 w-52 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
};
