import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, isSyncing, keepProjectView, SYNC_POLL_MS } from './dashboard-keys';

const getSearchDashboardContract = () =>
  import('@kampa/contracts/search-console/get-search-dashboard').then(
    (module) => module.getSearchDashboardContract,
  );

export const getSearchDashboard = (projectUid: string, query: TDashboardQueryInput) =>
  apiRequest(getSearchDashboardContract, { params: { projectUid }, query });

export const getSearchDashboardQueryOptions = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
) =>
  queryOptions({
    queryKey: dashboardKeys.view(userUid, projectUid, 'search', query),
    queryFn: () => getSearchDashboard(projectUid, query),
    placeholderData: keepProjectView(projectUid),
    refetchInterval: ({ state }) => (isSyncing(state.data?.source) ? SYNC_POLL_MS : false),
  });

export const useSearchDashboard = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
  isEnabled = true,
) =>
  useQuery({ ...getSearchDashboardQueryOptions(userUid, projectUid, query), enabled: isEnabled });
