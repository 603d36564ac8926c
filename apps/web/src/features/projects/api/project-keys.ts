import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
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
  /** Every range of the portfolio (`/projects`), or one. */
  portfolio: (userUid: string, query?: TDashboardQueryInput) =>
    query
      ? (['user', userUid, 'portfolio', query] as const)
      : (['user', userUid, 'portfolio'] as const),
};

/** The list and every cached range of the portfolio are asked for again (after a change). */
export const refreshProjectLists = (queryClient: QueryClient, userUid: string) =>
  Promise.all([
    queryClient.invalidateQueries({
      queryKey: projectKeys.list(userUid),
      exact: true,
      refetchType: 'all',
    }),
    queryClient.invalidateQueries({ queryKey: projectKeys.portfolio(userUid), refetchType: 'all' }),
  ]);

/**
 * After a create or an update: the project is cached as the server answered it, and the list is
 * and the portfolio refetched (`refetchType: 'all'`: it is usually not on screen, and queries do not refetch on mount).
 */
export const rememberProject = async (
  queryClient: QueryClient,
  userUid: string,
  project: TProject,
) => {
  queryClient.setQueryData(projectKeys.detail(userUid, project.uid), project);
  await refreshProjectLists(queryClient, userUid);
};
