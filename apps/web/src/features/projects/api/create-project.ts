import {
  createProjectContract,
  type TCreateProjectRequest,
} from '@kampa/contracts/project/create-project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** Send the same `idempotencyKey` again and the API answers the first project, not a second one. */
export const createProject = (body: TCreateProjectRequest) =>
  apiRequest(createProjectContract, { body });

export const useCreateProject = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      queryClient.setQueryData(projectKeys.detail(userUid, project.uid), project);
      // `refetchType: 'all'`: the list is usually not on screen, and queries do not refetch on mount.
      await queryClient.invalidateQueries({
        queryKey: projectKeys.list(userUid),
        exact: true,
        refetchType: 'all',
      });
    },
  });
};
