import { canDoOnProject } from '@kampa/contracts/project/permissions';
import type { TAnnotationEvent } from '@kampa/contracts/events/event';
import type { TProject } from '@kampa/contracts/project/project';
import { todayIn } from '@kampa/contracts/common/date-range';
import { CalendarPlus, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useEvents } from '@/features/events/api/list-events';
import { toEventsQuery, withFilter, type EventsSearch } from '@/features/events/lib/events-search';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { AnnotationDialog } from './annotation-dialog';
import { DeleteAnnotationDialog } from './delete-annotation-dialog';
import { EventsFilters } from './events-filters';
import { EventsTimeline } from './events-timeline';

export type EventsPageProps = {
  project: TProject;
  search: EventsSearch;
  onSearchChange: (search: EventsSearch) => void;
  /** An annotation was written, changed or deleted: the charts that draw it are out of date. */
  onChanged?: () => void;
};

/**
 * `/project/{id}/events`: the project's timeline by day, filtered by kind and days (kept in the
 * URL), with annotations written, changed and deleted by editors and owners.
 */
export const EventsPage = ({ project, search, onSearchChange, onChanged }: EventsPageProps) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const query = toEventsQuery(search);
  const events = useEvents(uid, project.uid, query);
  const canEdit = canDoOnProject(project.role, 'edit');
  const [editing, setEditing] = useState<TAnnotationEvent | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<TAnnotationEvent | null>(null);
  const today = todayIn(events.data?.timeZone ?? project.timeZone);
  const isFiltered = Boolean(search.kind || search.from || search.to);
  const openDialog = (annotation: TAnnotationEvent | null) => {
    setEditing(annotation);
    setIsDialogOpen(true);
  };

  const content = () => {
    if (events.isPending) {
      return (
        <div role="status" className="space-y-4" aria-busy="true" aria-label={t('events.loading')}>
          <CardSkeleton />
          <CardSkeleton />
        </div>
      );
    }
    if (events.isError) {
      return (
        <ErrorState
          title={t('events.error.title')}
          description={t('events.error.description')}
          retryLabel={t('events.error.retry')}
          onRetry={() => void events.refetch()}
          isRetrying={events.isFetching}
        />
      );
    }
    const { data } = events;
    if (data.events.length === 0) {
      return (
        <EmptyState
          icon={<History aria-hidden="true" className="size-6" />}
          title={t(isFiltered ? 'events.empty.filteredTitle' : 'events.empty.title')}
          description={t(isFiltered ? 'events.empty.filteredBody' : 'events.empty.body')}
        />
      );
    }
    return (
      <div
        aria-busy={events.isPlaceholderData}
        className={events.isPlaceholderData ? 'opacity-60' : undefined}
      >
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('events.count', { count: data.total })}
        </p>
        <EventsTimeline
          events={data.events}
          projectUid={project.uid}
          adsCurrency={project.sourceCurrencies.ads}
          today={today}
          canEdit={canEdit}
          page={data.page}
          pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
          onPage={(page) =>
            onSearchChange({ ...search, ...(page > 1 ? { page } : { page: undefined }) })
          }
          onEdit={openDialog}
          onDelete={setDeleting}
        />
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={t('events.title')}
        description={t('events.description', { name: project.name })}
        actions={
          canEdit ? (
            <Button
              icon={<CalendarPlus aria-hidden="true" className="size-4" />}
              onClick={() => openDialog(null)}
            >
              {t('events.add')}
            </Button>
          ) : null
        }
      />
      <EventsFilters
        search={search}
        onChange={(changes) => onSearchChange(withFilter(search, changes))}
      />
      {content()}
      {canEdit ? (
        <>
          <AnnotationDialog
            projectUid={project.uid}
            annotation={editing}
            today={today}
            isOpen={isDialogOpen}
            onClose={() => setIsDialogOpen(false)}
            onChanged={onChanged}
          />
          <DeleteAnnotationDialog
            projectUid={project.uid}
            annotation={deleting}
            onClose={() => setDeleting(null)}
            onChanged={onChanged}
          />
        </>
      ) : null}
    </>
  );
};
