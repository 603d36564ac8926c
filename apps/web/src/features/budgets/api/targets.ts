import type { TSetTargetsBody } from '@kampa/contracts/targets/target';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const getTargetsContract = () =>
  import('@kampa/contracts/targets/get-targets').then((module) => module.getTargetsContract);
const setTargetsContract = () =>
  import('@kampa/contracts/targets/set-targets').then((module) => module.setTargetsContract);

/** Query keys of a month's targets, under the signed-in user's uid and the project. */
export const targetKeys = {
  month: (userUid: string, projectUid: string, month: string) =>
    ['user', userUid, 'projects', projectUid, 'targets', month] as const,
};

export const getTargetsQueryOptions = (userUid: string, projectUid: string, month: string) =>
  queryOptions({
    queryKey: targetKeys.month(userUid, projectUid, month),
    queryFn: () => apiRequest(getTargetsContract, { params: { projectUid, month } }),
  });

/** A month's KPI targets and how the month is going against them. */
export const useTargets = (userUid: string, projectUid: string, month: string, isEnabled = true) =>
  useQuery({ ...getTargetsQueryOptions(userUid, projectUid, month), enabled: isEnabled });

/** Replaces a month's targets whole; the answer (with the month's progress) is the new data. */
export const useSetTargets = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      projectUid,
      month,
      targets,
    }: {
      projectUid: string;
      month: string;
      targets: TSetTargetsBody['targets'];
    }) => apiRequest(setTargetsContract, { params: { projectUid, month }, body: { targets } }),
    onSuccess: (answer, { projectUid, month }) => {
      queryClient.setQueryData(targetKeys.month(userUid, projectUid, month), answer);
    },
  });
};
