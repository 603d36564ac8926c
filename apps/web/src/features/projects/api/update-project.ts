import type { TUpdateProjectRequest } from '@kampa/contracts/project/update-project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rememberProject } from './project-keys';

const updateProjectContract = () =>
  import('@kampa/contracts/project/update-project').then((module) => module.updateProjectContract);

export const updateProject = ({
  projectUid,
  body,
}: {
  projectUid: string;
  body: TUpdateProjectRequest;
}) => apiRequest(updateProjectContract, { params: { projectUid }, body });

export const useUpdateProject = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => rememberProject(queryClient, userUid, project),
  });
};
