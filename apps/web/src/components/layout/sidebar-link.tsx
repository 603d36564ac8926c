import { Link, useMatchRoute } from '@tanstack/react-router';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { RangeSearch } from '@/lib/dashboard-search';
import type { SidebarItem } from './sidebar-items';

const LABEL_KEYS = {
  dashboard: 'shell.sidebar.dashboard',
  analytics: 'shell.sidebar.analytics',
  ads: 'shell.sidebar.ads',
  chat: 'shell.sidebar.chat',
  search: 'shell.sidebar.search',
  events: 'shell.sidebar.events',
  monitoring: 'shell.sidebar.monitoring',
  reports: 'shell.sidebar.reports',
  team: 'shell.sidebar.team',
} as const satisfies Record<SidebarItem['id'], string>;

export const SidebarLink = ({
  item,
  projectUid,
  isCollapsed,
  badge,
  search,
  onNavigate,
}: {
  item: SidebarItem;
  projectUid: string;
  isCollapsed: boolean;
  /** Shown after the label (e.g. a count); over the icon's corner when collapsed. */
  badge?: ReactNode;
  /** The range and comparison a dashboard's link carries from the dashboard being shown. */
  search?: RangeSearch | undefined;
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  const matchRoute = useMatchRoute();
  // Fuzzy: /project/x/analytics/connect keeps Analytics highlighted.
  const isActive = Boolean(
    matchRoute({ to: item.to, params: { projectId: projectUid }, fuzzy: true }),
  );
  const label = t(LABEL_KEYS[item.id]);
  const Icon = item.icon;
  return (
    <li>
      <Tooltip content={label} isEnabled={isCollapsed}>
        <Link
          to={item.to}
          params={{ projectId: projectUid }}
          search={search ?? {}}
          onClick={onNavigate}
          data-active={isActive}
          data-testid={`sidebar-${item.id}`}
          className={clsx(
            'relative flex h-11 items-center gap-3 rounded-lg text-sm font-medium transition-colors motion-reduce:transition-none',
            isCollapsed ? 'justify-center px-0' : 'px-3',
            isActive
              ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
            FOCUS_RING,
          )}
        >
          <Icon
            aria-hidden="true"
            className={clsx(
              'size-5 shrink-0',
              isActive
                ? 'text-indigo-600 dark:text-indigo-300'
                : 'text-slate-500 dark:text-slate-400',
            )}
          />
          <span className={isCollapsed ? 'sr-only' : 'truncate'}>{label}</span>
          {badge ? (
            <span className={isCollapsed ? 'absolute top-1 right-1' : 'ml-auto'}>{badge}</span>
          ) : null}
        </Link>
      </Tooltip>
    </li>
  );
};
