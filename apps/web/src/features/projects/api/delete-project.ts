import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { projectKeys, refreshProjectLists } from './project-keys';

const deleteProjectContract = () =>
  import('@kampa/contracts/project/delete-project').then((module) => module.deleteProjectContract);

export const deleteProject = (projectUid: string) =>
  apiRequest(deleteProjectContract, { params: { projectUid } });

/** The caller leaves the project's pages first, then calls `forgetProject` (no 404 flash). */
export const useDeleteProject = (userUid: string) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteProject,
    onSuccess: async () => {
      await refreshProjectLists(queryClient, userUid);
    },
  });
  const forgetProject = (projectUid: string) =>
    queryClient.removeQueries({ queryKey: projectKeys.detail(userUid, projectUid), exact: true });
  return { ...mutation, forgetProject };
};
