import type { TConnectionState, TProjectRole } from '@kampa/contracts/project/project';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

export const ROLE_KEYS = {
  owner: 'projects.role.owner',
  editor: 'projects.role.editor',
  viewer: 'projects.role.viewer',
} as const satisfies Record<TProjectRole, string>;

const ROLE_CLASSES: Record<TProjectRole, string> = {
  owner:
    'bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800',
  editor:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  viewer:
    'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
};

/** The user's role in a project, e.g. "Owner". */
export const RoleBadge = ({ role }: { role: TProjectRole }) => {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        ROLE_CLASSES[role],
      )}
    >
      {t(ROLE_KEYS[role])}
    </span>
  );
};

export const CONNECTION_KEYS = {
  not_connected: 'projects.connection.not_connected',
  connecting: 'projects.connection.connecting',
  connected: 'projects.connection.connected',
  reconnect_needed: 'projects.connection.reconnect_needed',
  error: 'projects.connection.error',
} as const satisfies Record<TConnectionState, string>;

const DOT_CLASSES: Record<TConnectionState, string> = {
  not_connected: 'border border-slate-400 bg-transparent dark:border-slate-500',
  connecting: 'bg-amber-500',
  connected: 'bg-emerald-500',
  reconnect_needed: 'bg-red-600 dark:bg-red-500',
  error: 'bg-red-600 dark:bg-red-500',
};

/** A data source's state: a coloured dot (never the only cue) and its name. */
export const ConnectionState = ({ state }: { state: TConnectionState }) => {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1.5" data-state={state}>
      <span
        aria-hidden="true"
        className={clsx('size-2 shrink-0 rounded-full', DOT_CLASSES[state])}
      />
      {t(CONNECTION_KEYS[state])}
    </span>
  );
};
