import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const deleteConnectionContract = () =>
  import('@kampa/contracts/connections/delete-connection').then(
    (module) => module.deleteConnectionContract,
  );

export const deleteConnection = (connectionId: string) =>
  apiRequest(deleteConnectionContract, { params: { connectionId } });

/**
 * Disconnects a Google account (revoked at Google, its syncs stopped). Every project of the user
 * may have read through it, so all of the user's data is asked for again.
 */
export const useDeleteConnection = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', userUid] }),
  });
};
