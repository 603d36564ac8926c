import { canDoOnProject } from '@kampa/contracts/project/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { ConnectionHealth } from '@/features/connections/components/connection-health';
import { dashboardKeys } from '@/features/dashboards/api/dashboard-keys';
import { EventsPage } from '@/features/events/components/events-page';
import type { EventsSearch } from '@/features/events/lib/events-search';
import { AreaHeader } from '@/features/project-areas/components/area-header';
import { useAlerts } from '@/features/monitoring/api/alerts';
import { useRules } from '@/features/monitoring/api/rules';
import { AlertsSection } from '@/features/monitoring/components/alerts-section';
import { RulesSection } from '@/features/monitoring/components/rules-section';
import { ProjectScope } from '@/features/projects/components/project-scope';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useSyncStatus } from '@/features/connections/api/get-sync-status';
import type { TProject } from '@kampa/contracts/project/project';

/**
 * `/project/{id}/events`: the timeline inside the project's scope; a changed annotation makes the
 * project's dashboards (which draw it on their charts) ask again.
 */
export const EventsScreen = ({
  projectUid,
  search,
  onSearchChange,
}: {
  projectUid: string;
  search: EventsSearch;
  onSearchChange: (search: EventsSearch) => void;
}) => {
  const queryClient = useQueryClient();
  const uid = useSignedInUid();
  const onChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all(uid, projectUid) }),
    [queryClient, uid, projectUid],
  );
  return (
    <PageContainer>
      <ProjectScope projectUid={projectUid}>
        {(project) => (
          <EventsPage
            project={project}
            search={search}
            onSearchChange={onSearchChange}
            onChanged={onChanged}
          />
        )}
      </ProjectScope>
    </PageContainer>
  );
};

/**
 * `/project/{id}/monitoring`: each connection's health, the alerts to deal with, then the rules
 * (editors and owners change them; viewers read).
 */
export const MonitoringScreen = ({ projectUid }: { projectUid: string }) => (
  <PageContainer>
    <ProjectScope projectUid={projectUid}>
      {(project) => (
        <>
          <AreaHeader area="monitoring" />
          <MonitoringSections project={project} />
        </>
      )}
    </ProjectScope>
  </PageContainer>
);

/**
 * The three sections appear together, once their data has come: each alone would push the ones
 * below it down as it fills (a layout shift).
 */
const MonitoringSections = ({ project }: { project: TProject }) => {
  const uid = useSignedInUid();
  const queries = [
    useSyncStatus(uid, project.uid),
    useAlerts(uid, project.uid),
    useRules(uid, project.uid),
  ];
  if (queries.some((query) => query.isPending)) return <CardSkeleton />;
  return (
    <>
      <ConnectionHealth project={project} />
      <AlertsSection projectUid={project.uid} canEdit={canDoOnProject(project.role, 'edit')} />
      <RulesSection projectUid={project.uid} canEdit={canDoOnProject(project.role, 'edit')} />
    </>
  );
};
