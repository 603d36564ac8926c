import { AdsConnectGate } from '@/features/connections/components/ads-connect-gate';
import { AdsConnectPage } from '@/features/connections/components/ads-connect-page';
import { AnalyticsConnectPage } from '@/features/connections/components/analytics-connect-page';
import { ConnectOutcomeBanner } from '@/features/connections/components/connect-outcome-banner';
import { SyncNowButton } from '@/features/connections/components/sync-now-button';
import { AreaUnavailablePage } from '@/features/project-areas/components/area-unavailable-page';
import { ProjectDashboardPage } from '@/features/projects/components/project-dashboard-page';
import { ProjectScope } from '@/features/projects/components/project-scope';
import { ProjectsPage } from '@/features/projects/components/projects-page';
import { useProjectChanged } from '@/features/projects/hooks/use-project-changed';
import { PageContainer } from '@/components/layout/page-container';

/**
 * Screens made of several features, composed here (features never import each other). Loaded
 * lazily by the routes, so the landing page does not pay for them.
 */

/** `/projects`: the list, and the outcome of a Google consent that could not find its project. */
export const ProjectsScreen = () => (
  <PageContainer>
    <ConnectOutcomeBanner />
    <ProjectsPage />
  </PageContainer>
);

/** `/project/{id}/dashboard`: the project's checklist, with "Sync now" from the sync area. */
export const DashboardScreen = ({ projectId }: { projectId: string }) => (
  <PageContainer>
    <ProjectDashboardPage
      projectId={projectId}
      syncAction={(project, onStarted) => (
        <SyncNowButton projectUid={project.uid} onStarted={onStarted} />
      )}
    />
  </PageContainer>
);

export const AnalyticsConnectScreen = ({ projectId }: { projectId: string }) => {
  const onProjectChanged = useProjectChanged();
  return (
    <PageContainer>
      <ProjectScope projectId={projectId}>
        {(project) => (
          <AnalyticsConnectPage project={project} onProjectChanged={onProjectChanged} />
        )}
      </ProjectScope>
    </PageContainer>
  );
};

export const AdsConnectScreen = ({ projectId }: { projectId: string }) => {
  const onProjectChanged = useProjectChanged();
  return (
    <PageContainer>
      <ProjectScope projectId={projectId}>
        {(project) => <AdsConnectPage project={project} onProjectChanged={onProjectChanged} />}
      </ProjectScope>
    </PageContainer>
  );
};

/**
 * `/project/{id}/ads`: the way to connect Google Ads while it is not connected, then the Ads
 * screen (still the "not yet" notice; the Ads dashboard goes in its place).
 */
export const AdsScreen = ({ projectId }: { projectId: string }) => (
  <ProjectScope projectId={projectId} Frame={PageContainer}>
    {(project) => (
      <AdsConnectGate project={project}>
        <AreaUnavailablePage area="ads" projectId={projectId} />
      </AdsConnectGate>
    )}
  </ProjectScope>
);
