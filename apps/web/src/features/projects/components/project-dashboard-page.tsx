import type { TProject } from '@kampa/contracts/project/project';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectUid } from '@/lib/project-uid';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ErrorState } from '@/components/ui/error-state';
import { useProject } from '@/features/projects/api/get-project';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { isProjectMissing } from '@/features/projects/lib/project-errors';
import { ProjectDashboardSkeleton } from './project-dashboard-states';
import { ProjectHeader } from './project-header';
import { SetupChecklist } from './setup-checklist';

/**
 * `/project/{id}/dashboard`: the project's header, its setup checklist and the overview (handed in
 * by the route) once at least one source is set up. Until both sources are connected the
 * checklist comes first; afterwards it follows the numbers, as the place to see each source's
 * sync and to manage it. `syncAction` ("Sync now", from the area that owns syncing, composed in
 * `app/`) calls its `onStarted` so the project is read again and its progress followed. A project
 * the user may not see (404) or a malformed id (400, or caught before asking) shows the not-found
 * view.
 */
export const ProjectDashboardPage = ({
  projectUid,
  syncAction,
  overview,
}: {
  projectUid: string;
  syncAction?: (project: TProject, onStarted: () => void) => ReactNode;
  overview?: ReactNode;
}) => {
  const { t } = useTranslation();
  const isWellFormed = isProjectUid(projectUid);
  const project = useProject(useSignedInUid(), projectUid, isWellFormed);
  if (!isWellFormed || isProjectMissing(project.error)) return <NotFoundView />;
  if (project.isPending) return <ProjectDashboardSkeleton />;
  if (project.isError) {
    return (
      <ErrorState
        variant="page"
        title={t('projects.dashboard.error.title')}
        description={t('projects.dashboard.error.description')}
        retryLabel={t('projects.dashboard.error.retry')}
        onRetry={() => void project.refetch()}
        isRetrying={project.isFetching}
      />
    );
  }
  const { connections } = project.data;
  // The checklist leads until Analytics and Ads are connected; after them it goes below the
  // numbers (still offering Search Console while that is missing), so the overview stays on top.
  const isSetUp = connections.analytics === 'connected' && connections.ads === 'connected';
  const hasSource = Object.values(connections).some((state) => state !== 'not_connected');
  const checklist = (
    <SetupChecklist
      project={project.data}
      syncAction={syncAction?.(project.data, () => void project.refetch())}
    />
  );
  return (
    <>
      <ProjectHeader project={project.data} />
      {isSetUp ? null : checklist}
      {hasSource ? overview : null}
      {isSetUp ? <div className="mt-6">{checklist}</div> : null}
    </>
  );
};
