import type { TAnnotationEvent, TProjectEvent } from '@kampa/contracts/events/event';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { groupByDay } from '@/features/events/lib/events-by-day';
import { useFormat } from '@/lib/format';
import { EventItem } from './event-item';

/** The events by day (newest first), each day a heading and its list; pages below. */
export const EventsTimeline = ({
  events,
  projectUid,
  today,
  canEdit,
  page,
  pageCount,
  onPage,
  onEdit,
  onDelete,
  adsCurrency = null,
}: {
  events: readonly TProjectEvent[];
  /** The Ads account's currency, for campaigns' budgets. */
  adsCurrency?: string | null;
  projectUid: string;
  today: string;
  canEdit: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onEdit: (annotation: TAnnotationEvent) => void;
  onDelete: (annotation: TAnnotationEvent) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="space-y-4">
      {groupByDay(events).map((day) => (
        <Card key={day.date} className="px-4 py-2 sm:px-5" data-testid="event-day">
          <h2 className="border-b border-slate-200 py-2 text-sm font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
            <time dateTime={day.date}>
              {format.date(day.date, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              })}
            </time>
          </h2>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {day.events.map((event) => (
              <EventItem
                key={event.id}
                event={event}
                projectUid={projectUid}
                today={today}
                canEdit={canEdit}
                onEdit={onEdit}
                onDelete={onDelete}
                adsCurrency={adsCurrency}
              />
            ))}
          </ul>
        </Card>
      ))}
      {pageCount > 1 ? (
        <nav
          aria-label={t('events.pages.label')}
          className="flex items-center justify-between gap-3"
        >
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('events.pages.newer')}
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('events.pages.position', { page, total: pageCount })}
          </p>
          <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            {t('events.pages.older')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
};
