import { useRouterState } from '@tanstack/react-router';
import { Menu, PanelLeftClose } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectPath } from '@/lib/project-path';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SIDEBAR_ID, useSidebar } from './sidebar-state';
import { ThemeToggle } from './theme-toggle';

/** The sidebar's toggle for narrow screens; wide screens collapse it from the sidebar itself. */
const SidebarToggle = () => {
  const { t } = useTranslation();
  const { isOpen, toggle } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      onClick={toggle}
      aria-controls={SIDEBAR_ID}
      aria-expanded={isOpen}
      aria-label={isOpen ? t('shell.sidebar.close') : t('shell.sidebar.open')}
      data-testid="sidebar-toggle"
    >
      {isOpen ? (
        <PanelLeftClose aria-hidden="true" className="size-5" />
      ) : (
        <Menu aria-hidden="true" className="size-5" />
      )}
    </Button>
  );
};

/** The top bar; `accountMenu` (sign-in, the user's menu) and the project switcher are given by
 * `app/`, which composes features. */
export const Navbar = ({
  accountMenu,
  projectSwitcher,
}: {
  accountMenu: ReactNode;
  /** A way to another project, drawn beside the logo while a project is open. */
  projectSwitcher?: ((projectUid: string) => ReactNode) | undefined;
}) => {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The project's uid read from the path (the navbar sits above the routes' params).
  const projectUid = isProjectPath(pathname)
    ? /^\/project\/([^/]+)/.exec(pathname)?.[1]
    : undefined;
  return (
    <header
      data-testid="navbar"
      className="sticky top-0 z-40 h-[72px] shrink-0 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/80"
    >
      <nav
        aria-label={t('shell.navbar.label')}
        className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-6"
      >
        {isProjectPath(pathname) ? <SidebarToggle /> : null}
        <Logo />
        {projectUid && projectSwitcher ? projectSwitcher(projectUid) : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          <ThemeToggle />
          <div className="ml-1 flex items-center sm:ml-2">{accountMenu}</div>
        </div>
      </nav>
    </header>
  );
};
