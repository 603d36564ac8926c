import { SyncNowButton } from '@/features/connections/components/sync-now-button';
import type { DashboardPageProps } from '@/features/dashboards/components/dashboard-frame';
import { OverviewDashboard } from '@/features/dashboards/components/overview-dashboard';
import type { OverviewTrendMetric } from '@/features/dashboards/lib/metrics';
import { useProject } from '@/features/projects/api/get-project';
import { ProjectDashboardPage } from '@/features/projects/components/project-dashboard-page';
import { PageContainer } from '@/components/layout/page-container';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { isProjectUid } from '@/lib/project-uid';
import { useLazyModule } from '@/lib/use-lazy-module';
import { loadPacingCard, loadTargetsCard } from './budget-cards';
import { useCanConnect } from './can-connect';

/** The project's time zone, once the shell has loaded the project. */
const useProjectTimeZone = (projectUid: string) =>
  useProject(useSignedInUid(), projectUid, isProjectUid(projectUid)).data?.timeZone ?? null;

/**
 * `/project/{id}/dashboard`, composed of several features (features never import each other): the
 * project's header, its setup checklist with "Sync now" from the sync area, the overview from the
 * dashboards area once a source is set up, the budgets' pacing (shown once an Ads account is
 * connected) and the month's KPI targets below it, whose code comes once the screen is up.
 */
export const DashboardScreen = (props: DashboardPageProps<OverviewTrendMetric>) => {
  const canEdit = useCanConnect(props.projectUid);
  const timeZone = useProjectTimeZone(props.projectUid);
  const pacing = useLazyModule(loadPacingCard);
  const targets = useLazyModule(loadTargetsCard);
  return (
    <PageContainer>
      <ProjectDashboardPage
        projectUid={props.projectUid}
        syncAction={(project, onStarted) => (
          <SyncNowButton projectUid={project.uid} onStarted={onStarted} />
        )}
        overview={
          <>
            <OverviewDashboard {...props} />
            <div className="mt-8">
              {pacing.state === 'loaded' ? (
                <pacing.module.PacingCard projectUid={props.projectUid} canEdit={canEdit} />
              ) : null}
              {timeZone && targets.state === 'loaded' ? (
                <targets.module.TargetsCard
                  projectUid={props.projectUid}
                  timeZone={timeZone}
                  canEdit={canEdit}
                />
              ) : null}
            </div>
          </>
        }
      />
    </PageContainer>
  );
};
