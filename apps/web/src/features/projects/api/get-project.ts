import { getProjectContract } from '@kampa/contracts/project/get-project';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const getProject = (projectUid: string) =>
  apiRequest(getProjectContract, { params: { projectUid } });

export const getProjectQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: projectKeys.detail(userUid, projectUid),
    queryFn: () => getProject(projectUid),
  });

export const useProject = (userUid: string, projectUid: string, isEnabled = true) =>
  useQuery({ ...getProjectQueryOptions(userUid, projectUid), enabled: isEnabled });
