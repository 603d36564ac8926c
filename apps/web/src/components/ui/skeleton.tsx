import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SURFACE } from './card';

/** One shimmering block; decorative, the surrounding placeholder carries the accessible state. */
export const Skeleton = ({ className }: { className?: string }) => (
  <div
    aria-hidden="true"
    className={clsx(
      'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800',
      className,
    )}
  />
);

/** Announces "loading" once for a placeholder region. */
const LoadingRegion = ({
  className,
  children,
  testId,
}: {
  className?: string;
  children: ReactNode;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" data-testid={testId} className={className}>
      <span className="sr-only">{t('common.loading')}</span>
      {children}
    </div>
  );
};

export const CardSkeleton = ({ className }: { className?: string }) => (
  <LoadingRegion testId="card-skeleton" className={clsx(CARD_SURFACE, 'space-y-3 p-5', className)}>
    <Skeleton className="h-4 w-1/3" />
    <Skeleton className="h-8 w-1/2" />
    <Skeleton className="h-3 w-2/3" />
  </LoadingRegion>
);

export const TableSkeleton = ({ rows = 5, columns = 4 }: { rows?: number; columns?: number }) => (
  <LoadingRegion testId="table-skeleton" className={clsx(CARD_SURFACE, 'overflow-hidden')}>
    <div className="flex gap-4 border-b border-slate-200 px-5 py-3 dark:border-slate-800">
      {Array.from({ length: columns }, (_, column) => (
        <Skeleton key={column} className="h-3 flex-1" />
      ))}
    </div>
    {Array.from({ length: rows }, (_, row) => (
      <div key={row} className="flex gap-4 px-5 py-3.5">
        {Array.from({ length: columns }, (_, column) => (
          <Skeleton key={column} className={clsx('h-4 flex-1', column === 0 && 'max-w-48')} />
        ))}
      </div>
    ))}
  </LoadingRegion>
);

const BAR_HEIGHTS = ['h-1/3', 'h-1/2', 'h-2/5', 'h-3/4', 'h-3/5', 'h-4/5', 'h-2/3', 'h-full'];

export const ChartSkeleton = ({ className }: { className?: string }) => (
  <LoadingRegion testId="chart-skeleton" className={clsx(CARD_SURFACE, 'p-5', className)}>
    <Skeleton className="mb-6 h-4 w-40" />
    <div className="flex h-48 items-end gap-2">
      {BAR_HEIGHTS.map((height, index) => (
        <Skeleton key={index} className={clsx('flex-1 rounded-b-none', height)} />
      ))}
    </div>
  </LoadingRegion>
);

/** The whole page while it (or the signed-in user) loads. */
export const PageSkeleton = () => (
  <LoadingRegion testId="page-skeleton" className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-8">
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
    </div>
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={clsx(CARD_SURFACE, 'space-y-3 p-5')}>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-8 w-1/2" />
        </div>
      ))}
    </div>
    <div className={clsx(CARD_SURFACE, 'p-5')} aria-hidden="true">
      <Skeleton className="h-56 w-full" />
    </div>
  </LoadingRegion>
);
