import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { ConnectionHealth } from '@/features/connections/components/connection-health';
import { dashboardKeys } from '@/features/dashboards/api/dashboard-keys';
import { EventsPage } from '@/features/events/components/events-page';
import type { EventsSearch } from '@/features/events/lib/events-search';
import { AreaHeader } from '@/features/project-areas/components/area-header';
import { AlertsSection } from '@/features/monitoring/components/alerts-section';
import { RulesSection } from '@/features/monitoring/components/rules-section';
import { ProjectScope } from '@/features/projects/components/project-scope';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

/**
 * `/project/{id}/events`: the timeline inside the project's scope; a changed annotation makes the
 * project's dashboards (which draw it on their charts) ask again.
 */
export const EventsScreen = ({
  projectId,
  search,
  onSearchChange,
}: {
  projectId: string;
  search: EventsSearch;
  onSearchChange: (search: EventsSearch) => void;
}) => {
  const queryClient = useQueryClient();
  const uid = useSignedInUid();
  const onChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all(uid, projectId) }),
    [queryClient, uid, projectId],
  );
  return (
    <PageContainer>
      <ProjectScope projectId={projectId}>
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
export const MonitoringScreen = ({ projectId }: { projectId: string }) => (
  <PageContainer>
    <ProjectScope projectId={projectId}>
      {(project) => (
        <>
          <AreaHeader area="monitoring" />
          <ConnectionHealth project={project} />
          <AlertsSection projectId={project.uid} canEdit={project.role !== 'viewer'} />
          <RulesSection projectId={project.uid} canEdit={project.role !== 'viewer'} />
        </>
      )}
    </ProjectScope>
  </PageContainer>
);
