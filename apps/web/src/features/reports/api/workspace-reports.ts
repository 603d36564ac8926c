import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const listWorkspaceReportsContract = () =>
  import('@kampa/contracts/reports/list-workspace-reports').then(
    (module) => module.listWorkspaceReportsContract,
  );

/** Query key of a workspace's client reports, under the signed-in user's uid. */
export const workspaceReportsKey = (userUid: string, workspaceUid: string) =>
  ['user', userUid, 'workspaces', workspaceUid, 'reports'] as const;

export const getWorkspaceReportsQueryOptions = (userUid: string, workspaceUid: string) =>
  queryOptions({
    queryKey: workspaceReportsKey(userUid, workspaceUid),
    queryFn: () => apiRequest(listWorkspaceReportsContract, { params: { workspaceUid } }),
  });

/** The client reports of the workspace's projects the user reaches, with their latest sends. */
export const useWorkspaceReports = (userUid: string, workspaceUid: string) =>
  useQuery(getWorkspaceReportsQueryOptions(userUid, workspaceUid));
