import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '@/components/layout/page-container';
import { InboxPage, type InboxPageProps } from '@/features/monitoring/components/inbox-page';
import { getProjectsQueryOptions } from '@/features/projects/api/list-projects';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

/** `/alerts`: the inbox, with the projects area's list for its project filter. */
export const AlertsScreen = ({ search, onSearchChange }: Omit<InboxPageProps, 'projects'>) => {
  const projects = useQuery(getProjectsQueryOptions(useSignedInUid()));
  return (
    <PageContainer>
      <InboxPage
        search={search}
        onSearchChange={onSearchChange}
        projects={projects.data?.projects ?? []}
      />
    </PageContainer>
  );
};
