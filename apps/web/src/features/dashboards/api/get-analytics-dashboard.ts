import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dashboardKeys, isSyncing, keepProjectView, SYNC_POLL_MS } from './dashboard-keys';

const getAnalyticsDashboardContract = () =>
  import('@kampa/contracts/analytics/get-analytics-dashboard').then(
    (module) => module.getAnalyticsDashboardContract,
  );

export const getAnalyticsDashboard = (projectUid: string, query: TDashboardQueryInput) =>
  apiRequest(getAnalyticsDashboardContract, { params: { projectUid }, query });

export const getAnalyticsDashboardQueryOptions = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
) =>
  queryOptions({
    queryKey: dashboardKeys.view(userUid, projectUid, 'analytics', query),
    queryFn: () => getAnalyticsDashboard(projectUid, query),
    placeholderData: keepProjectView(projectUid),
    refetchInterval: ({ state }) => (isSyncing(state.data?.source) ? SYNC_POLL_MS : false),
  });

export const useAnalyticsDashboard = (
  userUid: string,
  projectUid: string,
  query: TDashboardQueryInput,
  isEnabled = true,
) =>
  useQuery({
    ...getAnalyticsDashboardQueryOptions(userUid, projectUid, query),
    enabled: isEnabled,
  });
