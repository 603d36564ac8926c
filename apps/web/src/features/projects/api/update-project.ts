import {
  updateProjectContract,
  type TUpdateProjectRequest,
} from '@kampa/contracts/project/update-project';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rememberProject } from './project-keys';

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
