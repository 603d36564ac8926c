import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { recordRecentProject } from '@/lib/recent-projects';

// The list, its query and the dialog load on the first opening, not with every project screen.
const ProjectSwitcherDialog = lazy(() =>
  import('@/features/projects/components/project-switcher-dialog').then((module) => ({
    default: module.ProjectSwitcherDialog,
  })),
);

/** Ctrl+K, or ⌘K on a Mac: the shortcut search boxes of this kind usually answer to. */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The navbar's way to another project: a button (and Ctrl/⌘+K) opening a dialog that lists the
 * user's projects, the recently opened first, filtered by typing; choosing one opens the same
 * screen of that project. Records the open project as the latest one. Only this button is in the
 * shell's code: the dialog comes when first opened.
 */
export const ProjectSwitcher = ({ projectUid }: { projectUid: string }) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (userUid) recordRecentProject(userUid, projectUid, window.localStorage);
  }, [userUid, projectUid]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setIsOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="project-switcher"
        className="min-w-0 px-2 sm:px-3"
        icon={<ChevronDown aria-hidden="true" className="size-4 shrink-0" />}
      >
        <span className="sr-only sm:not-sr-only">{t('projects.switcher.open')}</span>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ProjectSwitcherDialog
            projectUid={projectUid}
            userUid={userUid}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
};
