import { isProjectUid } from '@/lib/project-uid';
import { useBudgets } from '@/features/budgets/api/budgets';
import { PacingCard } from '@/features/budgets/components/pacing-card';
import { TargetsCard } from '@/features/budgets/components/targets-card';
import { SyncNowButton } from '@/features/connections/components/sync-now-button';
import { AdsDashboardPage } from '@/features/dashboards/components/ads-dashboard-page';
import { AnalyticsDashboardPage } from '@/features/dashboards/components/analytics-dashboard-page';
import type { DashboardPageProps } from '@/features/dashboards/components/dashboard-frame';
import { OverviewDashboard } from '@/features/dashboards/components/overview-dashboard';
import type {
  AdsTrendMetric,
  AnalyticsTrendMetric,
  OverviewTrendMetric,
} from '@/features/dashboards/lib/metrics';
import { useProject } from '@/features/projects/api/get-project';
import { ProjectDashboardPage } from '@/features/projects/components/project-dashboard-page';
import { PageContainer } from '@/components/layout/page-container';
import { useCanConnect } from './can-connect';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

/**
 * The dashboard screens, composed of several features (features never import each other). One
 * chunk loaded lazily by the three dashboard routes; the connect flows are not part of it.
 */

/** The project's time zone, once the shell has loaded the project. */
const useProjectTimeZone = (projectId: string) =>
  useProject(useSignedInUid(), projectId, isProjectUid(projectId)).data?.timeZone ?? null;

/**
 * `/project/{id}/dashboard`: the project's header, its setup checklist with "Sync now" from the
 * sync area, the overview from the dashboards area once a source is set up, the budgets' pacing
 * (shown once an Ads account is connected) and the month's KPI targets.
 */
export const DashboardScreen = (props: DashboardPageProps<OverviewTrendMetric>) => {
  const canEdit = useCanConnect(props.projectId);
  const timeZone = useProjectTimeZone(props.projectId);
  return (
    <PageContainer>
      <ProjectDashboardPage
        projectId={props.projectId}
        syncAction={(project, onStarted) => (
          <SyncNowButton projectUid={project.uid} onStarted={onStarted} />
        )}
        overview={
          <>
            <OverviewDashboard {...props} />
            <div className="mt-8">
              <PacingCard projectId={props.projectId} canEdit={canEdit} />
              {timeZone ? (
                <TargetsCard projectId={props.projectId} timeZone={timeZone} canEdit={canEdit} />
              ) : null}
            </div>
          </>
        }
      />
    </PageContainer>
  );
};

/** `/project/{id}/analytics`: the analytics dashboard, or the way to connect a property. */
export const AnalyticsScreen = (props: DashboardPageProps<AnalyticsTrendMetric>) => (
  <AnalyticsDashboardPage {...props} canConnect={useCanConnect(props.projectId)} />
);

/** `/project/{id}/ads`: the Ads dashboard with the budgets' pacing, or the way to connect an Ads account. */
export const AdsScreen = (props: DashboardPageProps<AdsTrendMetric>) => {
  const canEdit = useCanConnect(props.projectId);
  const isWellFormed = isProjectUid(props.projectId);
  // The same query the card reads (one request): the numbers wait for it, so the card does not
  // push them down when it arrives.
  const budgets = useBudgets(useSignedInUid(), props.projectId, isWellFormed);
  return (
    <AdsDashboardPage
      {...props}
      canConnect={canEdit}
      isAsidePending={isWellFormed && budgets.isPending && !budgets.isError}
      aside={<PacingCard projectId={props.projectId} canEdit={canEdit} />}
    />
  );
};
