import { listAnalyticsAccountsContract } from '@kampa/contracts/analytics/list-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

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
