import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const startSyncContract = () =>
  import('@kampa/contracts/sync/start-sync').then((module) => module.startSyncContract);

export const startSync = (projectUid: string) =>
  apiRequest(startSyncContract, { params: { projectUid } });

/** "Sync now": the answer is the new status, which starts the polling of the progress. */
export const useStartSync = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSync,
    onSuccess: (status, projectUid) =>
      queryClient.setQueryData(connectionKeys.syncStatus(userUid, projectUid), status),
  });
};
