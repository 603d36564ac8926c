import type { TProjectRole } from '@kampa/contracts/project/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const leaveProjectContract = () =>
  import('@kampa/contracts/team/leave-project').then((module) => module.leaveProjectContract);
const removeMemberContract = () =>
  import('@kampa/contracts/team/remove-member').then((module) => module.removeMemberContract);
const transferOwnershipContract = () =>
  import('@kampa/contracts/team/transfer-ownership').then(
    (module) => module.transferOwnershipContract,
  );
const updateMemberContract = () =>
  import('@kampa/contracts/team/update-member').then((module) => module.updateMemberContract);

/** After any change to the team: the members list is asked for again. */
const useRefreshMembers = (userUid: string, projectUid: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.members(userUid, projectUid) });
};

export const useUpdateMember = (userUid: string, projectUid: string) => {
  const refresh = useRefreshMembers(userUid, projectUid);
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: TProjectRole }) =>
      apiRequest(updateMemberContract, { params: { projectUid, memberId }, body: { role } }),
    onSettled: refresh,
  });
};

export const useRemoveMember = (userUid: string, projectUid: string) => {
  const refresh = useRefreshMembers(userUid, projectUid);
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(removeMemberContract, { params: { projectUid, memberId } }),
    onSettled: refresh,
  });
};

export const useTransferOwnership = (userUid: string, projectUid: string) => {
  const refresh = useRefreshMembers(userUid, projectUid);
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest(transferOwnershipContract, { params: { projectUid }, body: { memberId } }),
    onSettled: refresh,
  });
};

export const useLeaveProject = (projectUid: string) =>
  useMutation({
    mutationFn: () => apiRequest(leaveProjectContract, { params: { projectUid } }),
  });
