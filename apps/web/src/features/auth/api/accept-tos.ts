import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { getTosStatusQueryOptions } from './get-tos-status';

const acceptTosContract = () =>
  import('@kampa/contracts/user/accept-tos').then((module) => module.acceptTosContract);

export const acceptTos = () => apiRequest(acceptTosContract);

/**
 * Every answer refused because the terms were not accepted is forgotten once they are: the
 * screen the gate stood in front of asks again as it comes back. (A failed query is otherwise not
 * asked again when a part mounts — the query defaults say `retryOnMount: false` — so without this
 * the screen would come back showing the refusal.)
 */
export const forgetTermsRefusals = (queryClient: QueryClient) =>
  queryClient.resetQueries({
    predicate: (query) => isApiError(query.state.error, 'tos_not_accepted'),
  });

export const useAcceptTos = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTos,
    onSuccess: async (status) => {
      queryClient.setQueryData(getTosStatusQueryOptions(uid).queryKey, status);
      await forgetTermsRefusals(queryClient);
    },
  });
};
