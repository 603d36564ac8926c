import { AgencyBrandingCard } from '@/features/reports/components/agency-branding-card';
import { WorkspacePage } from '@/features/team/components/workspace-page';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { PageContainer } from '@/components/layout/page-container';

/**
 * `/workspaces/{id}`: the workspace's members (team) with its report branding (reports), composed
 * here because features never import each other.
 */
export const WorkspaceScreen = ({
  workspaceUid,
  onLeft,
}: {
  workspaceUid: string;
  onLeft: () => void;
}) => {
  const userUid = useSignedInUid();
  return (
    <PageContainer>
      <WorkspacePage
        workspaceUid={workspaceUid}
        onLeft={onLeft}
        brandingSection={(workspace) => (
          <AgencyBrandingCard
            userUid={userUid}
            workspaceUid={workspace.isPersonal ? undefined : workspace.uid}
          />
        )}
      />
    </PageContainer>
  );
};
