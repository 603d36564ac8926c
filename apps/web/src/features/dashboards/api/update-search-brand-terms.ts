import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

const updateSearchBrandTermsContract = () =>
  import('@kampa/contracts/search-console/update-search-brand-terms').then(
    (module) => module.updateSearchBrandTermsContract,
  );

/** Replaces the project's brand terms; the search screen's views are read again with them. */
export const useUpdateSearchBrandTerms = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectUid, terms }: { projectUid: string; terms: string[] }) =>
      apiRequest(updateSearchBrandTermsContract, { params: { projectUid }, body: { terms } }),
    onSuccess: (_, { projectUid }) =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all(userUid, projectUid) }),
  });
};
