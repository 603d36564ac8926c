import { clsx } from 'clsx';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
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

export const ProjectLoadError = ({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center py-12 text-center">
      <div className="mb-5 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
        <AlertTriangle aria-hidden="true" className="size-6" />
      </div>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
        {t('projects.dashboard.error.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('projects.dashboard.error.description')}
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        {t('projects.dashboard.error.retry')}
      </Button>
    </div>
  );
};
