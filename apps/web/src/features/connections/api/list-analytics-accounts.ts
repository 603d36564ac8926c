import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const listAnalyticsAccountsContract = () =>
  import('@kampa/contracts/analytics/list-accounts').then(
    (module) => module.listAnalyticsAccountsContract,
  );

export const listAnalyticsAccounts = (projectUid: string, connectionId: string) =>
  apiRequest(listAnalyticsAccountsContract, { params: { projectUid }, query: { connectionId } });

export const getAnalyticsAccountsQueryOptions = (
  userUid: string,
  projectUid: string,
  connectionId: string,
) =>
  queryOptions({
    queryKey: connectionKeys.analyticsAccounts(userUid, projectUid, connectionId),
    queryFn: () => listAnalyticsAccounts(projectUid, connectionId),
  });

export const useAnalyticsAccounts = (userUid: string, projectUid: string, connectionId: string) =>
  useQuery(getAnalyticsAccountsQueryOptions(userUid, projectUid, connectionId));
