import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PageContainer } from '@/components/layout/page-container';
import { validatePortfolioSearch } from '@/features/projects/lib/portfolio-view';
import { signedInRoute } from './signed-in';

// Loaded on first visit: the landing page does not pay for the projects area.
const ProjectsScreen = lazyRouteComponent(
  () => import('@/app/screens/project-screens'),
  'ProjectsScreen',
);
const InviteScreen = lazyRouteComponent(
  () => import('@/app/screens/project-screens'),
  'InviteScreen',
);
const NewProjectPage = lazyRouteComponent(
  () => import('@/features/projects/components/new-project-page'),
  'NewProjectPage',
);

export const projectsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'projects',
  // The range, comparison, search and filters are the URL: Back from a project returns to them.
  validateSearch: validatePortfolioSearch,
  component: () => {
    const search = projectsRoute.useSearch();
    const navigate = projectsRoute.useNavigate();
    return (
      <ProjectsScreen
        search={search}
        onSearchChange={(next, options) => void navigate({ search: next, ...options })}
      />
    );
  },
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

/** An invitation link (`/invite/{token}`), e-mailed or copied; the signed-in gate comes first. */
export const inviteRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'invite/$token',
  component: () => {
    const { token } = inviteRoute.useParams();
    const navigate = inviteRoute.useNavigate();
    return (
      <InviteScreen
        token={token}
        onJoined={(projectUid) =>
          void navigate({ to: '/project/$projectId/dashboard', params: { projectId: projectUid } })
        }
      />
    );
  },
});
