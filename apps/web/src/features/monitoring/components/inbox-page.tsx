import { INBOX_LIMIT_MAX, INBOX_PAGE } from '@kampa/contracts/alerts/list-inbox';
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useInbox } from '@/features/monitoring/api/inbox';
import {
  filtersOf,
  groupAlerts,
  hasSharedProjects,
  projectsOfWorkspace,
  type InboxSearch,
} from '@/features/monitoring/lib/inbox-search';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { InboxBulkBar } from './inbox-bulk-bar';
import { InboxFilters } from './inbox-filters';
import { InboxGroup } from './inbox-group';

export type InboxPageProps = {
  search: InboxSearch;
  onSearchChange: (search: InboxSearch) => void;
  /**
   * The user's projects (composed in `app/` from the projects area), for the project filter: only
   * those of the chosen workspace are offered.
   */
  projects: readonly { uid: string; name: string; workspaceUid: string }[];
  /** The workspaces one belongs to (their uids): the projects of any other are shared with one. */
  ownWorkspaces?: readonly string[];
  /** The choice of workspace (composed in `app/`), told whether any project is shared with one. */
  workspaceSwitcher?: (hasSharedProjects: boolean) => ReactNode;
};

/**
 * `/alerts`: the agency's morning. The alerts of every project the user is a member of, newest
 * first, grouped by project or by rule, filtered in the URL (by workspace too); the selected ones
 * are acknowledged, snoozed or resolved together (only where the user is an editor or owner).
 */
export const InboxPage = ({
  search,
  onSearchChange,
  projects,
  ownWorkspaces = [],
  workspaceSwitcher,
}: InboxPageProps) => {
  const { t } = useTranslation();
  // The newest INBOX_PAGE first; "Show more" asks for more, up to INBOX_LIMIT_MAX.
  const [limit, setLimit] = useState(INBOX_PAGE);
  const inbox = useInbox(useSignedInUid(), {
    ...filtersOf(search),
    ...(limit === INBOX_PAGE ? {} : { limit }),
  });
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const alerts = inbox.data?.alerts ?? [];
  // Only what is still listed stays selected (another editor may have resolved some).
  const selected = alerts.filter((alert) => selectedIds.has(alert.id));
  const select = (ids: readonly string[], isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const content = () => {
    if (inbox.isPending) return <CardSkeleton />;
    if (inbox.isError) {
      return (
        <ErrorState
          title={t('alerts.error')}
          description={t('alerts.errorBody')}
          retryLabel={t('alerts.retry')}
          onRetry={() => void inbox.refetch()}
          isRetrying={inbox.isFetching}
        />
      );
    }
    if (alerts.length === 0) {
      return (
        <EmptyState
          icon={<ShieldCheck aria-hidden="true" className="size-6" />}
          title={t('alerts.emptyTitle')}
          description={t('alerts.emptyBody')}
        />
      );
    }
    return (
      <>
        {selected.length > 0 ? (
          <InboxBulkBar selected={selected} onDone={() => setSelectedIds(new Set())} />
        ) : null}
        <div className="space-y-6">
          {groupAlerts(alerts, search.group ?? 'project').map((group) => (
            <InboxGroup key={group.key} group={group} selectedIds={selectedIds} onSelect={select} />
          ))}
        </div>
        {inbox.data.total > alerts.length ? (
          <Card className="mt-4 flex flex-wrap items-center gap-3 p-4 text-sm text-slate-700 dark:text-slate-300">
            <span>{t('alerts.more', { shown: alerts.length, total: inbox.data.total })}</span>
            {limit < INBOX_LIMIT_MAX ? (
              <Button
                size="sm"
                variant="secondary"
                isLoading={inbox.isFetching}
                onClick={() => setLimit(Math.min(limit + INBOX_PAGE, INBOX_LIMIT_MAX))}
              >
                {t('alerts.showMore')}
              </Button>
            ) : null}
          </Card>
        ) : null}
      </>
    );
  };
  return (
    <>
      <PageHeader title={t('alerts.title')} description={t('alerts.description')} />
      {workspaceSwitcher?.(hasSharedProjects(projects, ownWorkspaces))}
      <InboxFilters
        search={search}
        onSearchChange={onSearchChange}
        projects={projectsOfWorkspace(projects, search.workspace, ownWorkspaces)}
      />
      {content()}
    </>
  );
};
