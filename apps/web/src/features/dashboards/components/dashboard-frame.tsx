import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { DashboardSearch } from '@/lib/dashboard-search';
import { isApiError } from '@/lib/api-client';
import { DateRangePicker } from './date-range-picker';
import { PeriodSummary } from './period-summary';

/** What every dashboard route hands its page: the project and the view kept in the URL. */
export type DashboardPageProps<M extends string> = {
  projectUid: string;
  search: DashboardSearch<M>;
  onSearchChange: (search: DashboardSearch<M>) => void;
  /** Whether the user may connect a source (editors and owners): offers the way to connect. */
  canConnect?: boolean;
};

/** A project the user may not see answers 404 (400 for a malformed id): the not-found view. */
export const isProjectMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** The range picker and the days it resolved to, above the numbers. */
export const DashboardControls = <M extends string>({
  search,
  onSearchChange,
  period,
}: Omit<DashboardPageProps<M>, 'projectUid'> & { period: TPeriod | null }) => (
  <div className="mb-6 space-y-3">
    <DateRangePicker search={search} onSearchChange={onSearchChange} period={period} />
    <PeriodSummary period={period} />
  </div>
);

/** The numbers; dimmed and busy while the next view (another range) loads over them. */
export const DashboardBody = ({
  isUpdating,
  children,
}: {
  isUpdating: boolean;
  children: ReactNode;
}) => (
  <div
    aria-busy={isUpdating}
    data-testid="dashboard-body"
    className={clsx(
      'min-w-0 space-y-6 transition-opacity motion-reduce:transition-none',
      isUpdating && 'opacity-60',
    )}
  >
    {children}
  </div>
);

export const KPI_COLUMNS = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-3 xl:grid-cols-4',
  5: 'md:grid-cols-3 xl:grid-cols-5',
} as const;

export type KpiColumns = keyof typeof KPI_COLUMNS;

/** The KPI cards: two a row on phones, up to `columns` a row on wide screens. */
export const KpiGrid = ({
  label,
  columns,
  children,
}: {
  label: string;
  columns: KpiColumns;
  children: ReactNode;
}) => (
  <dl aria-label={label} className={clsx('grid grid-cols-2 gap-3 sm:gap-4', KPI_COLUMNS[columns])}>
    {children}
  </dl>
);
