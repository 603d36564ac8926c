import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '@/components/layout/page-container';
import { InboxPage, type InboxPageProps } from '@/features/monitoring/components/inbox-page';
import { withWorkspace } from '@/features/monitoring/lib/inbox-search';
import { getProjectsQueryOptions } from '@/features/projects/api/list-projects';
import { useWorkspaces } from '@/features/team/api/workspaces';
import { WorkspaceSwitcher } from '@/features/team/components/workspace-switcher';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

/**
 * `/alerts`: the inbox, with the projects area's list for its project filter and the team area's
 * choice of workspace (as on the portfolio).
 */
export const AlertsScreen = ({
  search,
  onSearchChange,
}: Pick<InboxPageProps, 'search' | 'onSearchChange'>) => {
  const userUid = useSignedInUid();
  const projects = useQuery(getProjectsQueryOptions(userUid));
  const workspaces = useWorkspaces(userUid);
  const ownWorkspaces = workspaces.data?.workspaces.map((workspace) => workspace.uid) ?? [];
  return (
    <PageContainer>
      <InboxPage
        search={search}
        onSearchChange={onSearchChange}
        projects={projects.data?.projects ?? []}
        ownWorkspaces={ownWorkspaces}
        workspaceSwitcher={(hasSharedProjects) => (
          <WorkspaceSwitcher
            value={search.workspace}
            hasSharedProjects={hasSharedProjects}
            onChange={(workspace) => onSearchChange(withWorkspace(search, workspace))}
          />
        )}
      />
    </PageContainer>
  );
};
