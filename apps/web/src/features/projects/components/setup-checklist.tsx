import { canDoOnProject } from '@kampa/contracts/project/permissions';
import type {
  TConnectionState,
  TProject,
  TSourceSyncSummary,
} from '@kampa/contracts/project/project';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { BarChart3, CheckCircle2, Megaphone, Search, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConnectionState } from './project-status';
import { SourceSyncDetail } from './source-sync-detail';

type ChecklistItem = {
  id: 'analytics' | 'ads' | 'search_console';
  to:
    | '/project/$projectId/analytics/connect'
    | '/project/$projectId/ads/connect'
    | '/project/$projectId/search/connect';
  icon: LucideIcon;
  title: string;
  description: string;
  state: TConnectionState;
  sync: TSourceSyncSummary;
};

/** The one action of a row: what the connect flow is for in this state. */
const ACTION_KEYS = {
  not_connected: 'projects.checklist.connect',
  connecting: 'projects.checklist.showProgress',
  connected: 'projects.checklist.manage',
  reconnect_needed: 'projects.checklist.reconnect',
  error: 'projects.checklist.showProblem',
} as const satisfies Record<TConnectionState, string>;

const ChecklistRow = ({
  item,
  projectUid,
  canEdit,
}: {
  item: ChecklistItem;
  projectUid: string;
  canEdit: boolean;
}) => {
  const { t } = useTranslation();
  const titleId = useId();
  const isDone = item.state === 'connected';
  const needsAction =
    canEdit && (item.state === 'not_connected' || item.state === 'reconnect_needed');
  // Viewers may look at a source's state, never connect one.
  const hasLink = canEdit || item.state !== 'not_connected';
  const Icon = isDone ? CheckCircle2 : item.icon;
  return (
    <li
      data-testid={`checklist-${item.id}`}
      className="flex flex-col gap-4 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <div
          className={clsx(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            isDone
              ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
              : 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-medium text-slate-900 dark:text-white">
            {item.title}
          </h3>
          {/* What connecting gives is said until the source is connected; then its state is. */}
          {isDone ? null : (
            <p
              className="mt-0.5 text-sm text-slate-600 dark:text-slate-400"
              data-testid={`checklist-${item.id}-pitch`}
            >
              {item.description}
            </p>
          )}
          <p
            className="mt-1.5 text-sm text-slate-700 dark:text-slate-300"
            data-testid={`checklist-${item.id}-state`}
          >
            <ConnectionState state={item.state} />
          </p>
          <SourceSyncDetail
            state={item.state}
            sync={item.sync}
            label={t('projects.sync.progressOf', { source: item.title })}
            testId={`checklist-${item.id}-sync`}
          />
        </div>
      </div>
      {hasLink ? (
        <Link
          to={item.to}
          params={{ projectId: projectUid }}
          // "Connect", told apart by the item it belongs to (its list item and title).
          aria-describedby={titleId}
          data-testid={`checklist-${item.id}-connect`}
          className={buttonClasses(
            needsAction ? 'primary' : 'secondary',
            'md',
            'self-start sm:self-center',
          )}
        >
          {t(canEdit ? ACTION_KEYS[item.state] : 'projects.checklist.details')}
        </Link>
      ) : null}
    </li>
  );
};

/**
 * What to connect first, and each source's live state (its sync's progress, its last sync, what
 * needs doing). `syncAction` ("Sync now") comes from the area that
 * owns syncing, composed in `app/`.
 */
export const SetupChecklist = ({
  project,
  syncAction,
}: {
  project: TProject;
  syncAction?: ReactNode;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const items: ChecklistItem[] = [
    {
      id: 'analytics',
      to: '/project/$projectId/analytics/connect',
      icon: BarChart3,
      title: t('projects.checklist.analytics.title'),
      description: t('projects.checklist.analytics.description'),
      state: project.connections.analytics,
      sync: project.sync.analytics,
    },
    {
      id: 'ads',
      to: '/project/$projectId/ads/connect',
      icon: Megaphone,
      title: t('projects.checklist.ads.title'),
      description: t('projects.checklist.ads.description'),
      state: project.connections.ads,
      sync: project.sync.ads,
    },
    {
      id: 'search_console',
      to: '/project/$projectId/search/connect',
      icon: Search,
      title: t('projects.checklist.searchConsole.title'),
      description: t('projects.checklist.searchConsole.description'),
      state: project.connections.search_console,
      sync: project.sync.search_console,
    },
  ];
  const done = items.filter((item) => item.state === 'connected').length;
  // Once every source is connected the card stops being a to-do list: it shows their syncs.
  const isComplete = done === items.length;
  const hasSource = items.some((item) => item.state !== 'not_connected');
  const canEdit = canDoOnProject(project.role, 'edit');
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t(isComplete ? 'projects.checklist.titleDone' : 'projects.checklist.title')}
        </h2>
        {isComplete ? null : (
          <p
            className="text-sm text-slate-600 dark:text-slate-400"
            data-testid="checklist-progress"
          >
            {t('projects.checklist.progress', { done, total: items.length })}
          </p>
        )}
      </div>
      <p
        className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400"
        data-testid="checklist-description"
      >
        {t(
          isComplete
            ? 'projects.checklist.descriptionDone'
            : done > 0
              ? 'projects.checklist.descriptionPartial'
              : 'projects.checklist.description',
        )}
      </p>
      {canEdit && hasSource && syncAction ? <div className="mt-4">{syncAction}</div> : null}
      <ul className="mt-5 divide-y divide-slate-200 border-t border-slate-200 pt-5 dark:divide-slate-800 dark:border-slate-800">
        {items.map((item) => (
          <ChecklistRow key={item.id} item={item} projectUid={project.uid} canEdit={canEdit} />
        ))}
      </ul>
    </Card>
  );
};
