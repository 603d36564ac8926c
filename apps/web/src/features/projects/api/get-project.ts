import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isProjectSyncing, PROJECT_SYNC_POLL_MS } from '@/features/projects/lib/project-sync';
import { projectKeys } from './project-keys';

const getProjectContract = () =>
  import('@kampa/contracts/project/get-project').then((module) => module.getProjectContract);

export const getProject = (projectUid: string) =>
  apiRequest(getProjectContract, { params: { projectUid } });

export const getProjectQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: projectKeys.detail(userUid, projectUid),
    queryFn: () => getProject(projectUid),
    // Asked again every ~2 s while a source syncs, so its progress and state stay live.
    refetchInterval: (query) =>
      query.state.data && isProjectSyncing(query.state.data) ? PROJECT_SYNC_POLL_MS : false,
  });

export const useProject = (userUid: string, projectUid: string, isEnabled = true) =>
  useQuery({ ...getProjectQueryOptions(userUid, projectUid), enabled: isEnabled });
