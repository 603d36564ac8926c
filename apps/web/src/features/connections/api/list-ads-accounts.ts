import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const listAdsAccountsContract = () =>
  import('@kampa/contracts/ads/list-ads-accounts').then((module) => module.listAdsAccountsContract);

export const listAdsAccounts = (projectUid: string, connectionId: string) =>
  apiRequest(listAdsAccountsContract, { params: { projectUid }, query: { connectionId } });

export const getAdsAccountsQueryOptions = (
  userUid: string,
  projectUid: string,
  connectionId: string,
) =>
  queryOptions({
    queryKey: connectionKeys.adsAccounts(userUid, projectUid, connectionId),
    queryFn: () => listAdsAccounts(projectUid, connectionId),
  });

/** The Ads accounts the connection reaches: managers come with their client accounts. */
export const useAdsAccounts = (userUid: string, projectUid: string, connectionId: string) =>
  useQuery(getAdsAccountsQueryOptions(userUid, projectUid, connectionId));
