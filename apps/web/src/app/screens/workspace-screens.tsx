import { WorkspaceNotificationDefaultsCard } from '@/features/account/components/workspace-notification-defaults-card';
import { AgencyBrandingCard } from '@/features/reports/components/agency-branding-card';
import { WorkspaceReportsSection } from '@/features/reports/components/workspace-reports-section';
import { WorkspacePage } from '@/features/team/components/workspace-page';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { PageContainer } from '@/components/layout/page-container';

/**
 * `/workspaces/{id}`: the workspace's members (team) with its clients' reports and its report
 * branding (reports) and its notification defaults (account), composed here because features never
 * import each other.
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
        reportsSection={(workspace) => (
          <WorkspaceReportsSection userUid={userUid} workspaceUid={workspace.uid} />
        )}
        notificationsSection={(workspace) => (
          <WorkspaceNotificationDefaultsCard userUid={userUid} workspaceUid={workspace.uid} />
        )}
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
