import type { TProject } from '@kampa/contracts/project/project';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the projects area, under the signed-in user's uid (like the user's own data) so a
 * different user on the same page never sees the previous one's projects.
 */
export const projectKeys = {
  list: (userUid: string) => ['user', userUid, 'projects'] as const,
  detail: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid] as const,
};

/**
 * After a create or an update: the project is cached as the server answered it, and the list is
 * refetched (`refetchType: 'all'`: it is usually not on screen, and queries do not refetch on mount).
 */
export const rememberProject = async (
  queryClient: QueryClient,
  userUid: string,
  project: TProject,
) => {
  queryClient.setQueryData(projectKeys.detail(userUid, project.uid), project);
  await queryClient.invalidateQueries({
    queryKey: projectKeys.list(userUid),
    exact: true,
    refetchType: 'all',
  });
};
