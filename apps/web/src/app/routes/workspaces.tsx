import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PageContainer } from '@/components/layout/page-container';
import { signedInRoute } from './signed-in';

// Loaded on first visit: the other screens do not pay for the workspace screens.
const WorkspacesPage = lazyRouteComponent(
  () => import('@/features/team/components/workspaces-page'),
  'WorkspacesPage',
);
const WorkspaceScreen = lazyRouteComponent(
  () => import('@/app/screens/workspace-screens'),
  'WorkspaceScreen',
);
const AcceptWorkspaceInvitePage = lazyRouteComponent(
  () => import('@/features/team/components/accept-workspace-invite-page'),
  'AcceptWorkspaceInvitePage',
);

/** `/workspaces`: the workspaces one belongs to, and making an agency's. */
export const workspacesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'workspaces',
  component: function WorkspacesRoute() {
    const navigate = workspacesRoute.useNavigate();
    return (
      <PageContainer>
        <WorkspacesPage
          onCreated={(workspaceUid) =>
            void navigate({ to: '/workspaces/$workspaceUid', params: { workspaceUid } })
          }
        />
      </PageContainer>
    );
  },
});

/** `/workspaces/{id}`: its members, their roles and projects; invitations. */
export const workspaceRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'workspaces/$workspaceUid',
  component: function WorkspaceRoute() {
    const { workspaceUid } = workspaceRoute.useParams();
    const navigate = workspaceRoute.useNavigate();
    return (
      <WorkspaceScreen
        workspaceUid={workspaceUid}
        onLeft={() => void navigate({ to: '/workspaces' })}
      />
    );
  },
});

/** A workspace invitation link (`/workspace-invite/{token}`); the signed-in gate comes first. */
export const workspaceInviteRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'workspace-invite/$token',
  component: function WorkspaceInviteRoute() {
    const { token } = workspaceInviteRoute.useParams();
    const navigate = workspaceInviteRoute.useNavigate();
    return (
      <AcceptWorkspaceInvitePage
        token={token}
        onJoined={(workspaceUid) =>
          void navigate({ to: '/projects', search: { workspace: workspaceUid } })
        }
      />
    );
  },
});
