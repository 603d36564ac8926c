import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { BellRing, FolderPlus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { CARD_SURFACE } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

export const PROJECT_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Placeholder cards shaped like project cards, announced once as loading. */
export const ProjectGridSkeleton = ({ count = 6 }: { count?: number }) => {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid="projects-skeleton" className={PROJECT_GRID}>
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        // As tall as a project card; phones show one, so the page does not jump when it loads.
        <div
          key={index}
          aria-hidden="true"
          className={clsx(CARD_SURFACE, 'p-5', index > 0 && 'hidden sm:block')}
        >
          <div className="flex justify-between gap-3">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="mt-1.5 h-4 w-2/5" />
          {/* Where the numbers (or the way to set the project up) go. */}
          <Skeleton className="mt-4 h-10" />
          <div className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
          <Skeleton className="mt-5 h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
};

/** To a new project, in the workspace the portfolio shows (if one of one's own is chosen). */
export const NewProjectLink = ({ label, workspace }: { label: string; workspace?: string }) => (
  <Link
    to="/projects/new"
    search={workspace && workspace !== 'shared' ? { workspace } : {}}
    className={buttonClasses('primary')}
  >
    <Plus aria-hidden="true" className="size-4" />
    {label}
  </Link>
);

/**
 * To the alerts inbox: every project's alerts in one place, of the workspace the portfolio shows
 * (its uid or `shared`) when one is chosen.
 */
export const AlertsInboxLink = ({ label, workspace }: { label: string; workspace?: string }) => (
  <Link
    to="/alerts"
    search={workspace ? { workspace } : {}}
    className={buttonClasses('secondary')}
    data-testid="alerts-inbox-link"
  >
    <BellRing aria-hidden="true" className="size-4" />
    {label}
  </Link>
);

export const ProjectsEmpty = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<FolderPlus aria-hidden="true" className="size-6" />}
      title={t('projects.list.empty.title')}
      description={t('projects.list.empty.description')}
      action={<NewProjectLink label={t('projects.list.empty.action')} />}
    />
  );
};
