import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isProjectSyncing, PROJECT_SYNC_POLL_MS } from '@/features/projects/lib/project-sync';
import { projectKeys } from './project-keys';

const getPortfolioContract = () =>
  import('@kampa/contracts/portfolio/get-portfolio').then((module) => module.getPortfolioContract);

export const getPortfolio = (query: TDashboardQueryInput) =>
  apiRequest(getPortfolioContract, { query });

export const getPortfolioQueryOptions = (userUid: string, query: TDashboardQueryInput) =>
  queryOptions({
    queryKey: projectKeys.portfolio(userUid, query),
    queryFn: () => getPortfolio(query),
    // Another range keeps the cards on screen (dimmed) until its numbers arrive.
    placeholderData: keepPreviousData,
    // Asked again every ~2 s while any project syncs: its card shows the progress, then numbers.
    refetchInterval: (current) =>
      current.state.data?.projects.some((entry) => isProjectSyncing(entry.project))
        ? PROJECT_SYNC_POLL_MS
        : false,
  });

export const usePortfolio = (userUid: string, query: TDashboardQueryInput) =>
  useQuery(getPortfolioQueryOptions(userUid, query));
