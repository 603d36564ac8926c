import type { TAnnotationEvent, TEventKind, TProjectEvent } from '@kampa/contracts/events/event';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import {
  Bell,
  LineChart,
  Megaphone,
  Pencil,
  Plug,
  RefreshCw,
  StickyNote,
  Trash2,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, FOCUS_RING } from '@/components/ui/button';
import { dashboardRangeOf } from '@/features/events/lib/events-by-day';
import { eventTitle } from '@/lib/event-title';
import { formatMetric } from '@/lib/format-metric';
import { useFormat } from '@/lib/format';

const KIND_ICONS = {
  annotation: StickyNote,
  connection: Plug,
  sync: RefreshCw,
  campaign_change: Megaphone,
  alert: Bell,
  member: Users,
} as const satisfies Record<TEventKind, unknown>;

export const KIND_KEYS = {
  annotation: 'events.kind.annotation',
  connection: 'events.kind.connection',
  sync: 'events.kind.sync',
  campaign_change: 'events.kind.campaign_change',
  alert: 'events.kind.alert',
  member: 'events.kind.member',
} as const satisfies Record<TEventKind, string>;

export const CATEGORY_KEYS = {
  campaign: 'events.category.campaign',
  release: 'events.category.release',
  content: 'events.category.content',
  tracking: 'events.category.tracking',
  offline: 'events.category.offline',
  other: 'events.category.other',
} as const satisfies Record<TAnnotationEvent['category'], string>;

const LINK_CLASS = clsx(
  'inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300',
  FOCUS_RING,
);

const isProblem = (event: TProjectEvent) =>
  (event.kind === 'sync' && event.status === 'failed') ||
  (event.kind === 'connection' && event.change !== 'connected') ||
  (event.kind === 'alert' && event.change === 'fired');

/**
 * One event of the timeline: its kind, title and time, an annotation's days, words and author,
 * a failed sync's reason, the link to the dashboard at its date and, for editors, an annotation's
 * edit and delete.
 */
export const EventItem = ({
  event,
  projectUid,
  today,
  canEdit,
  onEdit,
  onDelete,
  adsCurrency = null,
}: {
  event: TProjectEvent;
  projectUid: string;
  today: string;
  canEdit: boolean;
  /** The Ads account's currency: a campaign's budget is said in it. */
  adsCurrency?: string | null;
  onEdit: (annotation: TAnnotationEvent) => void;
  onDelete: (annotation: TAnnotationEvent) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const Icon = KIND_ICONS[event.kind];
  const title = eventTitle(event, t, (value) =>
    formatMetric(value, 'currency', { language: format.language, currency: adsCurrency }),
  );
  const range = dashboardRangeOf(event, today);
  const details =
    event.kind === 'annotation'
      ? [
          t(CATEGORY_KEYS[event.category]),
          event.dateTo === event.date
            ? null
            : format.dateRange(event.date, event.dateTo, { day: 'numeric', month: 'short' }),
          event.authorName ? t('events.item.by', { name: event.authorName }) : null,
        ]
      : [
          t(KIND_KEYS[event.kind]),
          format.date(event.at, { timeStyle: 'short' }),
          event.kind === 'member' &&
          event.byName &&
          event.change !== 'joined' &&
          event.change !== 'left'
            ? t('events.item.by', { name: event.byName })
            : null,
        ];
  return (
    <li className="flex gap-3 py-3" data-testid="event-item" data-kind={event.kind}>
      <span
        aria-hidden="true"
        className={clsx(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          isProblem(event)
            ? 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300'
            : 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere text-slate-900 dark:text-white">{title}</p>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {details.filter(Boolean).join(' · ')}
        </p>
        {event.kind === 'annotation' && event.body ? (
          <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">
            {event.body}
          </p>
        ) : null}
        {event.kind === 'sync' && event.errorMessage ? (
          <p className="mt-1 text-sm wrap-anywhere text-red-800 dark:text-red-300">
            {event.errorMessage}
          </p>
        ) : null}
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
          {event.kind === 'member' ? (
            <Link
              to="/project/$projectId/team"
              params={{ projectId: projectUid }}
              aria-label={t('events.item.openTeamNamed', { title })}
              className={LINK_CLASS}
            >
              <Users aria-hidden="true" className="size-4" />
              {t('events.item.openTeam')}
            </Link>
          ) : (
            <Link
              to={
                event.kind === 'campaign_change'
                  ? '/project/$projectId/ads'
                  : '/project/$projectId/analytics'
              }
              params={{ projectId: projectUid }}
              search={range}
              aria-label={t('events.item.openChartNamed', { title })}
              className={LINK_CLASS}
            >
              <LineChart aria-hidden="true" className="size-4" />
              {t('events.item.openChart')}
            </Link>
          )}
          {canEdit && event.kind === 'annotation' ? (
            <>
              <Button
                size="sm"
                variant="ghost"
                icon={<Pencil aria-hidden="true" className="size-4" />}
                onClick={() => onEdit(event)}
                aria-label={t('events.item.editNamed', { title })}
              >
                {t('events.item.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 aria-hidden="true" className="size-4" />}
                onClick={() => onDelete(event)}
                aria-label={t('events.item.deleteNamed', { title })}
              >
                {t('events.item.delete')}
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
};
