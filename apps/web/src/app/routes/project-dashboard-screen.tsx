import { OverviewDashboard } from '@/features/dashboards/components/overview-dashboard';
import type { DashboardPageProps } from '@/features/dashboards/components/dashboard-frame';
import type { OverviewTrendMetric } from '@/features/dashboards/lib/metrics';
import { ProjectDashboardPage } from '@/features/projects/components/project-dashboard-page';

/**
 * The project dashboard: the projects area's header and setup checklist around the dashboards
 * area's overview (composed here, as features do not import each other). Loaded lazily as one chunk.
 */
export const ProjectDashboardScreen = (props: DashboardPageProps<OverviewTrendMetric>) => (
  <ProjectDashboardPage projectId={props.projectId} overview={<OverviewDashboard {...props} />} />
);
