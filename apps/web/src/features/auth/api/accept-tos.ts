import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTosStatusQueryOptions } from './get-tos-status';

const acceptTosContract = () =>
  import('@kampa/contracts/user/accept-tos').then((module) => module.acceptTosContract);

export const acceptTos = () => apiRequest(acceptTosContract);

export const useAcceptTos = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTos,
    onSuccess: (status) => queryClient.setQueryData(getTosStatusQueryOptions(uid).queryKey, status),
  });
};
