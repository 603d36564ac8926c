import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/layout/page-header';
import { usePortfolio } from '@/features/projects/api/get-portfolio';
import { usePortfolioPrefs } from '@/features/projects/hooks/use-portfolio-prefs';
import {
  filterPortfolio,
  sortCurrencies,
  sortPortfolio,
  type PortfolioSearch,
} from '@/features/projects/lib/portfolio-view';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toDashboardQuery } from '@/lib/dashboard-search';
import { PORTFOLIO_METRIC_DEFS } from '@/features/projects/lib/portfolio-metrics';
import { useFormat } from '@/lib/format';
import { PortfolioTable } from './portfolio-table';
import { PortfolioToolbar } from './portfolio-toolbar';
import { ProjectCard } from './project-card';
import {
  AlertsInboxLink,
  NewProjectLink,
  PROJECT_GRID,
  ProjectGridSkeleton,
  ProjectsEmpty,
} from './projects-states';

export type ProjectsPageProps = {
  search: PortfolioSearch;
  onSearchChange: (search: PortfolioSearch, options?: { replace?: boolean }) => void;
  /** The range and comparison controls (composed in `app/`), given the days the API resolved. */
  rangePicker?: (period: TPeriod | null) => ReactNode;
  /** The workspaces one belongs to (their uids): the projects of any other are shared with one. */
  ownWorkspaces?: readonly string[];
  /** The choice of workspace (composed in `app/`), told whether any project is shared with one. */
  workspaceSwitcher?: (hasSharedProjects: boolean) => ReactNode;
};

/**
 * `/projects`: the portfolio. Every project with its KPIs over the range in the URL, as cards or a
 * table, searched, filtered and sorted; or the way to create the first project.
 */
export const ProjectsPage = ({
  search,
  onSearchChange,
  rangePicker,
  ownWorkspaces = [],
  workspaceSwitcher,
}: ProjectsPageProps) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const userUid = useSignedInUid();
  const portfolio = usePortfolio(userUid, toDashboardQuery(search));
  const [prefs, setPrefs] = usePortfolioPrefs(userUid);
  const entries = portfolio.data?.projects ?? [];
  const isEmpty = portfolio.isSuccess && entries.length === 0;
  const shown = sortPortfolio(
    filterPortfolio(entries, search, ownWorkspaces),
    prefs.sort,
    language,
  );
  const hasSharedProjects =
    ownWorkspaces.length > 0 &&
    entries.some((entry) => !ownWorkspaces.includes(entry.project.workspaceUid));
  // Sorted by an amount in more than one currency: each currency is sorted on its own, said so.
  const byCurrency = sortCurrencies(shown, prefs.sort);
  return (
    <>
      <PageHeader
        title={t('projects.list.title')}
        description={t('projects.list.description')}
        // Always there, so nothing moves when the list arrives.
        actions={
          <>
            <AlertsInboxLink label={t('alerts.inboxLink')} workspace={search.workspace} />
            <NewProjectLink label={t('projects.list.new')} workspace={search.workspace} />
          </>
        }
      />
      {/* The controls stand from the first frame (nothing moves when the numbers arrive); only a
          user without projects sees the way to create one instead. */}
      {workspaceSwitcher?.(hasSharedProjects)}
      {isEmpty ? null : (
        <>
          {rangePicker ? (
            <div className="mb-3">{rangePicker(entries[0]?.period ?? null)}</div>
          ) : null}
          <PortfolioToolbar
            search={search}
            onSearchChange={onSearchChange}
            prefs={prefs}
            onPrefsChange={setPrefs}
          />
        </>
      )}
      {portfolio.isPending ? (
        <ProjectGridSkeleton />
      ) : portfolio.isError ? (
        <ErrorState
          title={t('projects.list.error.title')}
          description={t('projects.list.error.description')}
          retryLabel={t('projects.list.error.retry')}
          onRetry={() => void portfolio.refetch()}
          isRetrying={portfolio.isFetching}
        />
      ) : entries.length > 0 ? (
        <div
          aria-busy={portfolio.isPlaceholderData}
          className={clsx('min-w-0', portfolio.isPlaceholderData && 'opacity-60')}
        >
          <p role="status" className="sr-only">
            {t('projects.portfolio.shown', { count: shown.length, total: entries.length })}
          </p>
          {byCurrency ? (
            <p
              className="mb-3 text-sm text-slate-600 dark:text-slate-400"
              data-testid="portfolio-sort-currencies"
            >
              {t('projects.portfolio.sortedWithinCurrency', {
                metric: t(PORTFOLIO_METRIC_DEFS[byCurrency.metric].label),
                currencies: byCurrency.currencies.join(', '),
              })}
            </p>
          ) : null}
          {shown.length === 0 ? (
            <p
              className="py-10 text-center text-sm text-slate-600 dark:text-slate-400"
              data-testid="portfolio-no-match"
            >
              {t('projects.portfolio.noMatch')}
            </p>
          ) : prefs.view === 'table' ? (
            <PortfolioTable
              entries={shown}
              sort={prefs.sort}
              onSortChange={(sort) => setPrefs({ ...prefs, sort })}
            />
          ) : (
            <ul className={PROJECT_GRID} aria-label={t('projects.list.title')}>
              {shown.map((entry) => (
                <li key={entry.project.uid} className="flex min-w-0 *:min-w-0 *:flex-1">
                  <ProjectCard project={entry.project} numbers={entry} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <ProjectsEmpty />
      )}
    </>
  );
};
