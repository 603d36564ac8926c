import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, isSyncing, keepProjectView, SYNC_POLL_MS } from './dashboard-keys';

const getOverviewDashboardContract = () =>
  import('@kampa/contracts/dashboard/get-overview-dashboard').then(
    (module) => module.getOverviewDashboardContract,
  );

export const getOverviewDashboard = (projectUid: string, query: TDashboardQueryInput) =>
  apiRequest(getOverviewDashboardContract, { params: { projectUid }, query });

export const getOverviewDashboardQueryOptions = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
) =>
  queryOptions({
    queryKey: dashboardKeys.view(userUid, projectUid, 'overview', query),
    queryFn: () => getOverviewDashboard(projectUid, query),
    placeholderData: keepProjectView(projectUid),
    refetchInterval: ({ state }) =>
      isSyncing(state.data?.sources.analytics) || isSyncing(state.data?.sources.ads)
        ? SYNC_POLL_MS
        : false,
  });

export const useOverviewDashboard = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
  isEnabled = true,
) =>
  useQuery({ ...getOverviewDashboardQueryOptions(userUid, projectUid, query), enabled: isEnabled });
