import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { shouldPollSync, SYNC_POLL_MS } from '@/features/connections/lib/sync-state';
import { connectionKeys } from './connection-keys';

const getSyncStatusContract = () =>
  import('@kampa/contracts/sync/get-sync-status').then((module) => module.getSyncStatusContract);

export const getSyncStatus = (projectUid: string) =>
  apiRequest(getSyncStatusContract, { params: { projectUid } });

/**
 * Asked again every ~2 s while a run is queued, running or waiting (or a first sync has no
 * outcome yet); never while nothing runs.
 */
export const getSyncStatusQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: connectionKeys.syncStatus(userUid, projectUid),
    queryFn: () => getSyncStatus(projectUid),
    refetchInterval: (query) => (shouldPollSync(query.state.data) ? SYNC_POLL_MS : false),
  });

export const useSyncStatus = (userUid: string, projectUid: string) =>
  useQuery(getSyncStatusQueryOptions(userUid, projectUid));
