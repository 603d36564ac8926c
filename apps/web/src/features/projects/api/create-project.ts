import type { TCreateProjectRequest } from '@kampa/contracts/project/create-project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rememberProject } from './project-keys';

const createProjectContract = () =>
  import('@kampa/contracts/project/create-project').then((module) => module.createProjectContract);

/** Send the same `idempotencyKey` again and the API answers the first project, not a second one. */
export const createProject = (body: TCreateProjectRequest) =>
  apiRequest(createProjectContract, { body });

export const useCreateProject = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => rememberProject(queryClient, userUid, project),
  });
};
