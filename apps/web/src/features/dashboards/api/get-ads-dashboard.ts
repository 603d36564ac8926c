import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, isSyncing, keepProjectView, SYNC_POLL_MS } from './dashboard-keys';

const getAdsDashboardContract = () =>
  import('@kampa/contracts/ads/get-ads-dashboard').then((module) => module.getAdsDashboardContract);

export const getAdsDashboard = (projectUid: string, query: TDashboardQueryInput) =>
  apiRequest(getAdsDashboardContract, { params: { projectUid }, query });

export const getAdsDashboardQueryOptions = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
) =>
  queryOptions({
    queryKey: dashboardKeys.view(userUid, projectUid, 'ads', query),
    queryFn: () => getAdsDashboard(projectUid, query),
    placeholderData: keepProjectView(projectUid),
    refetchInterval: ({ state }) => (isSyncing(state.data?.source) ? SYNC_POLL_MS : false),
  });

export const useAdsDashboard = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
  isEnabled = true,
) => useQuery({ ...getAdsDashboardQueryOptions(userUid, projectUid, query), enabled: isEnabled });
