import { Outlet, useParams, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectPath } from '@/lib/project-path';
import { Navbar } from './navbar';
import { Sidebar, type SidebarBadge } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-state';
import { SiteFooter } from './site-footer';

/** On narrow screens an open sidebar dims the content; tapping it (or Escape) closes the sidebar. */
const Backdrop = () => {
  const { isOpen, isWide, close } = useSidebar();
  const isDrawerOpen = isOpen && !isWide;
  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isDrawerOpen, close]);
  if (!isDrawerOpen) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="sidebar-backdrop"
      onClick={close}
      className="fixed inset-x-0 top-[72px] bottom-0 z-20 bg-slate-950/40 backdrop-blur-[1px]"
    />
  );
};

type ProjectParts = {
  /** What a sidebar item shows beside its label (the open alerts' count beside Monitoring). */
  sidebarBadge?: SidebarBadge;
  /** Rendered while a project is open (it may show toasts; it draws nothing itself). */
  projectWatcher?: (projectUid: string) => ReactNode;
  /** A way to another project, in the navbar while a project is open. */
  projectSwitcher?: (projectUid: string) => ReactNode;
};

const Content = ({ sidebarBadge, projectWatcher }: ProjectParts) => {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { projectId: projectUid } = useParams({ strict: false });
  const hasSidebar = isProjectPath(pathname) && Boolean(projectUid);
  return (
    <div className="flex flex-1">
      {hasSidebar && projectUid ? (
        <Sidebar projectUid={projectUid} {...(sidebarBadge ? { badge: sidebarBadge } : {})} />
      ) : null}
      {hasSidebar && projectUid && projectWatcher ? projectWatcher(projectUid) : null}
      {hasSidebar ? <Backdrop /> : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        {hasSidebar ? null : <SiteFooter />}
      </div>
    </div>
  );
};

/**
 * Navbar on every screen and the project sidebar on project routes, around the current route.
 * `accountMenu`, the sidebar's badges and the project watcher come from `app/` (they belong to
 * features); the sign-in gate is a layout route.
 */
export const AppShell = ({
  accountMenu,
  projectSwitcher,
  ...projectParts
}: { accountMenu: ReactNode } & ProjectParts) => {
  const { t } = useTranslation();
  return (
    <SidebarProvider>
      <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('shell.skipToContent')}
        </a>
        <Navbar accountMenu={accountMenu} projectSwitcher={projectSwitcher} />
        <Content {...projectParts} />
      </div>
    </SidebarProvider>
  );
};
