import type { TProjectGrant } from '@kampa/contracts/workspace/members';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the workspaces, under the signed-in user's uid like every user's data. */
export const workspaceKeys = {
  all: (userUid: string) => ['user', userUid, 'workspaces'] as const,
  members: (userUid: string, workspaceUid: string) =>
    ['user', userUid, 'workspaces', workspaceUid, 'members'] as const,
  invitation: (userUid: string, token: string) =>
    ['user', userUid, 'workspace-invitation', token] as const,
};

const contracts = () => import('@kampa/contracts/workspace/list-workspaces');
const memberContracts = () => import('@kampa/contracts/workspace/members');

export const getWorkspacesQueryOptions = (userUid: string) =>
  queryOptions({
    queryKey: workspaceKeys.all(userUid),
    queryFn: () =>
      apiRequest(() => contracts().then((module) => module.listWorkspacesContract), {}),
  });

export const useWorkspaces = (userUid: string) => useQuery(getWorkspacesQueryOptions(userUid));

export const useWorkspaceMembers = (userUid: string, workspaceUid: string) =>
  useQuery({
    queryKey: workspaceKeys.members(userUid, workspaceUid),
    queryFn: () =>
      apiRequest(() => memberContracts().then((module) => module.listWorkspaceMembersContract), {
        params: { workspaceUid },
      }),
  });

/** After any change: the workspace list (names, counts) and its members are asked for again. */
const useRefresh = (userUid: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all(userUid) });
};

export const useCreateWorkspace = (userUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(() => contracts().then((module) => module.createWorkspaceContract), {
        body: { name },
      }),
    onSettled: refresh,
  });
};

export const useRenameWorkspace = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(() => contracts().then((module) => module.renameWorkspaceContract), {
        params: { workspaceUid },
        body: { name },
      }),
    onSettled: refresh,
  });
};

export const useInviteToWorkspace = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: (body: { email: string; role: 'manager' | 'member'; projects: TProjectGrant[] }) =>
      apiRequest(() => memberContracts().then((module) => module.createWorkspaceInviteContract), {
        params: { workspaceUid },
        body,
      }),
    onSettled: refresh,
  });
};

export const useRevokeWorkspaceInvite = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiRequest(() => memberContracts().then((module) => module.revokeWorkspaceInviteContract), {
        params: { workspaceUid, inviteId },
      }),
    onSettled: refresh,
  });
};

export const useUpdateWorkspaceMember = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: ({
      memberId,
      ...body
    }: {
      memberId: string;
      role: 'manager' | 'member';
      projects: TProjectGrant[];
    }) =>
      apiRequest(() => memberContracts().then((module) => module.updateWorkspaceMemberContract), {
        params: { workspaceUid, memberId },
        body,
      }),
    onSettled: refresh,
  });
};

export const useRemoveWorkspaceMember = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(() => memberContracts().then((module) => module.removeWorkspaceMemberContract), {
        params: { workspaceUid, memberId },
      }),
    onSettled: refresh,
  });
};

export const useTransferWorkspace = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(() => memberContracts().then((module) => module.transferWorkspaceContract), {
        params: { workspaceUid },
        body: { memberId },
      }),
    onSettled: refresh,
  });
};

export const useLeaveWorkspace = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: () =>
      apiRequest(() => memberContracts().then((module) => module.leaveWorkspaceContract), {
        params: { workspaceUid },
      }),
    onSettled: refresh,
  });
};

export const useWorkspaceInvitation = (userUid: string, token: string, isEnabled: boolean) =>
  useQuery({
    queryKey: workspaceKeys.invitation(userUid, token),
    queryFn: () =>
      apiRequest(() => memberContracts().then((module) => module.getWorkspaceInviteContract), {
        params: { token },
      }),
    enabled: isEnabled,
  });

export const useAcceptWorkspaceInvitation = (userUid: string, token: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: () =>
      apiRequest(() => memberContracts().then((module) => module.acceptWorkspaceInviteContract), {
        params: { token },
      }),
    onSettled: refresh,
  });
};

/** Deletes an empty workspace; afterwards the list of workspaces is asked again. */
export const useDeleteWorkspace = (userUid: string, workspaceUid: string) => {
  const refresh = useRefresh(userUid);
  return useMutation({
    mutationFn: () =>
      apiRequest(() => contracts().then((module) => module.deleteWorkspaceContract), {
        params: { workspaceUid },
      }),
    onSettled: refresh,
  });
};

/**
 * Moves a project into another workspace. Afterwards the workspaces (their counts and members) and
 * every project list (the portfolio's workspaces, the project's own) are asked again.
 */
export const useMoveProject = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectUid: string; workspaceUid: string }) =>
      apiRequest(
        () =>
          import('@kampa/contracts/workspace/move-project').then(
            (module) => module.moveProjectContract,
          ),
        { params: { projectUid: input.projectUid }, body: { workspaceUid: input.workspaceUid } },
      ),
    onSettled: () =>
      Promise.all(
        // The projects' keys are the projects feature's; these are their shared prefixes.
        [
          workspaceKeys.all(userUid),
          ['user', userUid, 'projects'],
          ['user', userUid, 'portfolio'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
};
