import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { addAreas } from '@/lib/i18n';
import { rangeSearchOf } from '@/lib/dashboard-search';
import { getProjectsQueryOptions } from '@/features/projects/api/list-projects';
import { screenOf } from '@/features/projects/lib/recent-projects';
import { ProjectSwitcherList } from './project-switcher-list';
import csSwitcher from '@/locales/cs/switcher.json';
import enSwitcher from '@/locales/en/switcher.json';

// The dialog's words load with it, not with every screen's translations.
addAreas({ cs: { switcher: csSwitcher }, en: { switcher: enSwitcher } });

/** The screens a project has (its sidebar's), the dashboards among them keeping the range. */
const SCREENS = [
  'dashboard',
  'analytics',
  'ads',
  'chat',
  'search',
  'events',
  'monitoring',
  'reports',
  'team',
] as const;
const DASHBOARDS: readonly string[] = ['dashboard', 'analytics', 'ads', 'search'];

/**
 * The switcher's dialog (loaded when first opened): the projects, and on a choice the same screen
 * of the project chosen, with a dashboard's range and comparison.
 */
export const ProjectSwitcherDialog = ({
  projectUid,
  userUid,
  onClose,
}: {
  projectUid: string;
  userUid: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const projects = useQuery(getProjectsQueryOptions(userUid));

  const choose = (uid: string) => {
    onClose();
    if (uid === projectUid) return;
    const screen = SCREENS.find((item) => item === screenOf(location.pathname)) ?? 'dashboard';
    void navigate({
      to: `/project/$projectId/${screen}`,
      params: { projectId: uid },
      search: DASHBOARDS.includes(screen) ? rangeSearchOf(location.search) : {},
    });
  };

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        title={t('switcher.title')}
        closeLabel={t('switcher.close')}
        data-testid="project-switcher-dialog"
        className="sm:top-24 sm:translate-y-0"
      >
        <ProjectSwitcherList
          projects={projects.data?.projects ?? null}
          isError={projects.isError}
          currentUid={projectUid}
          userUid={userUid}
          onChoose={choose}
        />
      </DialogContent>
    </Dialog>
  );
};
