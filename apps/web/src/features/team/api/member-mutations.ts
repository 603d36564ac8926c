import type { TProjectRole } from '@kampa/contracts/project/project';
import { leaveProjectContract } from '@kampa/contracts/team/leave-project';
import { removeMemberContract } from '@kampa/contracts/team/remove-member';
import { transferOwnershipContract } from '@kampa/contracts/team/transfer-ownership';
import { updateMemberContract } from '@kampa/contracts/team/update-member';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

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
