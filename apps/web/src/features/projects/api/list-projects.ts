import { listProjectsContract } from '@kampa/contracts/project/list-projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

export const listProjects = () => apiRequest(listProjectsContract);

export const getProjectsQueryOptions = (userUid: string) =>
  queryOptions({ queryKey: projectKeys.list(userUid), queryFn: listProjects });

export const useProjects = (userUid: string) => useQuery(getProjectsQueryOptions(userUid));
