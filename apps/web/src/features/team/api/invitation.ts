import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamKeys } from './team-keys';

const acceptInviteContract = () =>
  import('@kampa/contracts/team/accept-invite').then((module) => module.acceptInviteContract);
const getInviteContract = () =>
  import('@kampa/contracts/team/get-invite').then((module) => module.getInviteContract);

export const useInvitation = (userUid: string, token: string, isEnabled: boolean) =>
  useQuery({
    queryKey: teamKeys.invitation(userUid, token),
    queryFn: () => apiRequest(getInviteContract, { params: { token } }),
    enabled: isEnabled,
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({ mutationFn: () => apiRequest(acceptInviteContract, { params: { token } }) });
