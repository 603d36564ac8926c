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
const NewProjectScreen = lazyRouteComponent(
  () => import('@/app/screens/project-screens'),
  'NewProjectScreen',
);

const WORKSPACE_UID = /^[A-Za-z0-9_-]{21}$/;

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
  // The workspace the project goes into (from the portfolio's choice); else the personal one.
  validateSearch: (raw: Record<string, unknown>): { workspace?: string } =>
    typeof raw.workspace === 'string' && WORKSPACE_UID.test(raw.workspace)
      ? { workspace: raw.workspace }
      : {},
  component: function NewProjectRoute() {
    const { workspace } = newProjectRoute.useSearch();
    return (
      <PageContainer>
        <NewProjectScreen workspaceUid={workspace} />
      </PageContainer>
    );
  },
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
