import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getMeQueryOptions } from './get-me';

const createProfileContract = () =>
  import('@kampa/contracts/user/create-profile').then((module) => module.createProfileContract);

/** The welcome notice's OK: a POST with no payload, then the current user is read again. */
export const createProfile = () => apiRequest(createProfileContract);

export const useCreateProfile = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions(uid).queryKey }),
  });
};
