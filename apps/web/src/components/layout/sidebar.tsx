import { useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { rangeSearchOf, type RangeSearch } from '@/lib/dashboard-search';
import { SIDEBAR_GROUPS, type SidebarItem } from './sidebar-items';
import { SidebarLink } from './sidebar-link';
import { SIDEBAR_ID, useSidebar } from './sidebar-state';

/**
 * Wide screens: beside the content, 256 px open or 80 px collapsed to icons.
 * Narrow screens: hidden when closed, a 256 px drawer over the content when open.
 */
export type SidebarBadge = (item: SidebarItem['id'], projectUid: string) => ReactNode;

const DASHBOARD_PATH = new RegExp(
  `^/project/[^/]+/(${SIDEBAR_GROUPS.flat()
    .filter((item) => item.isDashboard)
    .map((item) => item.id)
    .join('|')})$`,
);

/** On a dashboard, its range and comparison, for the other dashboards' links; else none. */
const useDashboardRange = (): RangeSearch | undefined => {
  const location = useRouterState({ select: (state) => state.location });
  return DASHBOARD_PATH.test(location.pathname) ? rangeSearchOf(location.search) : undefined;
};

export const Sidebar = ({ projectUid, badge }: { projectUid: string; badge?: SidebarBadge }) => {
  const { t } = useTranslation();
  const { isOpen, isWide, toggle, close } = useSidebar();
  const range = useDashboardRange();
  if (!isWide && !isOpen) return null;
  const isCollapsed = isWide && !isOpen;
  return (
    <aside
      id={SIDEBAR_ID}
      data-testid="sidebar"
      data-state={isOpen ? 'open' : 'collapsed'}
      aria-label={t('shell.sidebar.label')}
      className={clsx(
        'flex flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950',
        'top-[72px] h-[calc(100dvh-72px)] shrink-0 overflow-x-hidden overflow-y-auto',
        'transition-[width] duration-200 motion-reduce:transition-none',
        isWide ? 'sticky z-10' : 'fixed left-0 z-30 shadow-xl',
        isCollapsed ? 'w-20' : 'w-64',
      )}
    >
      <nav aria-label={t('shell.sidebar.navLabel')} className="flex-1 px-3 py-4">
        {SIDEBAR_GROUPS.map((group, index) => (
          <Fragment key={group[0]?.id}>
            {index > 0 ? (
              <hr className="my-3 border-slate-200 dark:border-slate-800" aria-hidden="true" />
            ) : null}
            <ul className="space-y-1">
              {group.map((item) => (
                <SidebarLink
                  key={item.id}
                  item={item}
                  projectUid={projectUid}
                  isCollapsed={isCollapsed}
                  search={item.isDashboard ? range : undefined}
                  badge={badge?.(item.id, projectUid)}
                  onNavigate={isWide ? () => undefined : close}
                />
              ))}
            </ul>
          </Fragment>
        ))}
      </nav>
      {isWide ? (
        <div className="border-t border-slate-200 p-3 dark:border-slate-800">
          <Tooltip
            content={isOpen ? t('shell.sidebar.collapse') : t('shell.sidebar.expand')}
            isEnabled={isCollapsed}
          >
            <Button
              variant="ghost"
              onClick={toggle}
              aria-controls={SIDEBAR_ID}
              aria-expanded={isOpen}
              data-testid="sidebar-collapse"
              className={clsx('w-full', isCollapsed ? 'px-0' : 'justify-start px-3')}
              icon={
                isOpen ? (
                  <PanelLeftClose aria-hidden="true" className="size-5 shrink-0" />
                ) : (
                  <PanelLeftOpen aria-hidden="true" className="size-5 shrink-0" />
                )
              }
            >
              <span className={isCollapsed ? 'sr-only' : ''}>
                {isOpen ? t('shell.sidebar.collapse') : t('shell.sidebar.expand')}
              </span>
            </Button>
          </Tooltip>
        </div>
      ) : null}
    </aside>
  );
};
