import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isProjectSyncing, PROJECT_SYNC_POLL_MS } from '@/features/projects/lib/project-sync';
import { projectKeys } from './project-keys';

const listProjectsContract = () =>
  import('@kampa/contracts/project/list-projects').then((module) => module.listProjectsContract);

export const listProjects = () => apiRequest(listProjectsContract);

export const getProjectsQueryOptions = (userUid: string) =>
  queryOptions({
    queryKey: projectKeys.list(userUid),
    queryFn: listProjects,
    // Asked again every ~2 s while any project syncs: its card shows the progress.
    refetchInterval: (query) =>
      query.state.data?.projects.some(isProjectSyncing) ? PROJECT_SYNC_POLL_MS : false,
  });
