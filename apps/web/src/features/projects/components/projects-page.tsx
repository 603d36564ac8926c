import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/layout/page-header';
import { useProjects } from '@/features/projects/api/list-projects';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { ProjectCard } from './project-card';
import {
  NewProjectLink,
  PROJECT_GRID,
  ProjectGridSkeleton,
  ProjectsEmpty,
} from './projects-states';

/** `/projects`: the user's projects as cards, or the way to create the first one. */
export const ProjectsPage = () => {
  const { t } = useTranslation();
  const projects = useProjects(useSignedInUid());
  const hasProjects = (projects.data?.projects.length ?? 0) > 0;
  return (
    <>
      <PageHeader
        title={t('projects.list.title')}
        description={t('projects.list.description')}
        // Always there, so nothing moves when the list arrives.
        actions={<NewProjectLink label={t('projects.list.new')} />}
      />
      {projects.isPending ? (
        <ProjectGridSkeleton />
      ) : projects.isError ? (
        <ErrorState
          title={t('projects.list.error.title')}
          description={t('projects.list.error.description')}
          retryLabel={t('projects.list.error.retry')}
          onRetry={() => void projects.refetch()}
          isRetrying={projects.isFetching}
        />
      ) : hasProjects ? (
        <ul className={PROJECT_GRID} aria-label={t('projects.list.title')}>
          {projects.data.projects.map((project) => (
            <li key={project.uid} className="flex *:flex-1">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : (
        <ProjectsEmpty />
      )}
    </>
  );
};
