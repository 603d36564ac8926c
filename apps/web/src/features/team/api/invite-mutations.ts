import type { TProjectRole } from '@kampa/contracts/project/project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const createInviteContract = () =>
  import('@kampa/contracts/team/create-invite').then((module) => module.createInviteContract);
const renewInviteContract = () =>
  import('@kampa/contracts/team/renew-invite').then((module) => module.renewInviteContract);
const revokeInviteContract = () =>
  import('@kampa/contracts/team/revoke-invite').then((module) => module.revokeInviteContract);

const useRefreshMembers = (userUid: string, projectUid: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.members(userUid, projectUid) });
};

export const useCreateInvite = (userUid: string, projectUid: string) => {
  const refresh = useRefreshMembers(userUid, projectUid);
  return useMutation({
    mutationFn: (body: { email: string; role: TProjectRole }) =>
      apiRequest(createInviteContract, { params: { projectUid }, body }),
    onSuccess: refresh,
  });
};

/** Resend (`sendEmail`) or a new link to copy: either way the previous link stops working. */
export const useRenewInvite = (userUid: string, projectUid: string) => {
  const refresh = useRefreshMembers(userUid, projectUid);
  return useMutation({
    mutationFn: ({ inviteId, sendEmail }: { inviteId: string; sendEmail: boolean }) =>
      apiRequest(renewInviteContract, { params: { projectUid, inviteId }, body: { sendEmail } }),
    onSettled: refresh,
  });
};

export const useRevokeInvite = (userUid: string, projectUid: string) => {
  const refresh = useRefreshMembers(userUid, projectUid);
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiRequest(revokeInviteContract, { params: { projectUid, inviteId } }),
    onSettled: refresh,
  });
};
