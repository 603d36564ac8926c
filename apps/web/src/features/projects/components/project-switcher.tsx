import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { ChevronsUpDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SIDEBAR_GROUPS } from '@/components/layout/sidebar-items';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { rangeSearchOf } from '@/lib/dashboard-search';
import { getProjectsQueryOptions } from '@/features/projects/api/list-projects';
import { recordRecentProject, screenOf } from '@/features/projects/lib/recent-projects';
import { ProjectSwitcherList } from './project-switcher-list';

const SCREENS = SIDEBAR_GROUPS.flat();

/** Ctrl+K, or ⌘K on a Mac: the shortcut search boxes of this kind usually answer to. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * A button in the navbar (and Ctrl/⌘+K) opening a dialog that lists the user's projects, the
 * recently opened first, filtered by typing; choosing one opens the same screen of that project,
 * with a dashboard's range and comparison. Records the open project as the latest one.
 */
export const ProjectSwitcher = ({ projectId }: { projectId: string }) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const projects = useQuery({ ...getProjectsQueryOptions(userUid), enabled: isOpen });

  useEffect(() => {
    if (userUid) recordRecentProject(userUid, projectId, window.localStorage);
  }, [userUid, projectId]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setIsOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const choose = (uid: string) => {
    setIsOpen(false);
    if (uid === projectId) return;
    const screen = SCREENS.find((item) => item.to.endsWith(`/${screenOf(location.pathname)}`));
    const target = screen ?? SCREENS[0]!;
    void navigate({
      to: target.to,
      params: { projectId: uid },
      search: target.isDashboard ? rangeSearchOf(location.search) : {},
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <Button
        variant="ghost"
        onClick={() => setIsOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="project-switcher"
        className="min-w-0 px-2 sm:px-3"
        icon={<ChevronsUpDown aria-hidden="true" className="size-4 shrink-0" />}
      >
        <span className="sr-only sm:not-sr-only">{t('projects.switcher.open')}</span>
      </Button>
      {isOpen ? (
        <DialogContent
          title={t('projects.switcher.title')}
          closeLabel={t('projects.switcher.close')}
          data-testid="project-switcher-dialog"
          className="sm:top-24 sm:translate-y-0"
        >
          <ProjectSwitcherList
            projects={projects.data?.projects ?? null}
            isError={projects.isError}
            currentUid={projectId}
            userUid={userUid}
            onChoose={choose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
};
