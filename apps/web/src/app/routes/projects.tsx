import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PageContainer } from '@/components/layout/page-container';
import { signedInRoute } from './signed-in';

// Loaded on first visit: the landing page does not pay for the projects area.
const ProjectsScreen = lazyRouteComponent(
  () => import('@/app/screens/project-screens'),
  'ProjectsScreen',
);
const NewProjectPage = lazyRouteComponent(
  () => import('@/features/projects/components/new-project-page'),
  'NewProjectPage',
);

export const projectsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'projects',
  component: () => <ProjectsScreen />,
});

export const newProjectRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'projects/new',
  component: () => (
    <PageContainer>
      <NewProjectPage />
    </PageContainer>
  ),
});
