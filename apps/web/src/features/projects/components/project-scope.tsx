import type { TProject } from '@kampa/contracts/project/project';
import { isProjectUid } from '@/lib/project-uid';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ErrorState } from '@/components/ui/error-state';

import { useProject } from '@/features/projects/api/get-project';
import { isProjectMissing } from '@/features/projects/lib/project-errors';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { ProjectDashboardSkeleton } from './project-dashboard-states';

/**
 * Loads a project for a screen another area builds (composed in `app/`): the not-found view for a
 * project the user may not see or a malformed id, a skeleton while it loads, an error with retry,
 * then `children(project)`. `Frame` wraps those stand-ins when the screen brings its own frame.
 */
export const ProjectScope = ({
  projectUid,
  children,
  Frame = Fragment,
}: {
  projectUid: string;
  children: (project: TProject) => ReactNode;
  Frame?: ComponentType<{ children: ReactNode }>;
}) => {
  const { t } = useTranslation();
  const isWellFormed = isProjectUid(projectUid);
  const project = useProject(useSignedInUid(), projectUid, isWellFormed);
  if (!isWellFormed || isProjectMissing(project.error)) return <NotFoundView />;
  if (project.isPending) {
    return (
      <Frame>
        <ProjectDashboardSkeleton />
      </Frame>
    );
  }
  if (project.isError) {
    return (
      <Frame>
        <ErrorState
          variant="page"
          title={t('projects.dashboard.error.title')}
          description={t('projects.dashboard.error.description')}
          retryLabel={t('projects.dashboard.error.retry')}
          onRetry={() => void project.refetch()}
          isRetrying={project.isFetching}
        />
      </Frame>
    );
  }
  return <>{children(project.data)}</>;
};
