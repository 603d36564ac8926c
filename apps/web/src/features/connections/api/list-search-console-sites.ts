import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const listSearchConsoleSitesContract = () =>
  import('@kampa/contracts/search-console/list-search-console-sites').then(
    (module) => module.listSearchConsoleSitesContract,
  );

export const listSearchConsoleSites = (projectUid: string, connectionId: string) =>
  apiRequest(listSearchConsoleSitesContract, {
    params: { projectUid },
    query: { connectionId },
  });

export const getSearchConsoleSitesQueryOptions = (
  userUid: string,
  projectUid: string,
  connectionId: string,
) =>
  queryOptions({
    queryKey: connectionKeys.searchConsoleSites(userUid, projectUid, connectionId),
    queryFn: () => listSearchConsoleSites(projectUid, connectionId),
  });

/**
 * The Search Console sites the connection sees; 403 `scope_missing` when it was made without the
 * Search Console permission (then the user consents again, adding it).
 */
export const useSearchConsoleSites = (userUid: string, projectUid: string, connectionId: string) =>
  useQuery(getSearchConsoleSitesQueryOptions(userUid, projectUid, connectionId));
