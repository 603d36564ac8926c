import { createRoute } from '@tanstack/react-router';
import { PageContainer } from '../../components/layout/page-container';
import { NewProjectPage } from '../../features/projects/components/new-project-page';
import { ProjectsPage } from '../../features/projects/components/projects-page';
import { rootRoute } from './root';

export const projectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'projects',
  component: () => (
    <PageContainer>
      <ProjectsPage />
    </PageContainer>
  ),
});

export const newProjectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'projects/new',
  component: () => (
    <PageContainer>
      <NewProjectPage />
    </PageContainer>
  ),
});
