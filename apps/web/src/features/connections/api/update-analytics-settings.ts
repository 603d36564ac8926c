import type { TUpdateAnalyticsSettingsRequest } from '@kampa/contracts/analytics/update-analytics-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const updateAnalyticsSettingsContract = () =>
  import('@kampa/contracts/analytics/update-analytics-settings').then(
    (module) => module.updateAnalyticsSettingsContract,
  );

export const updateAnalyticsSettings = ({
  projectUid,
  body,
}: {
  projectUid: string;
  body: TUpdateAnalyticsSettingsRequest;
}) => apiRequest(updateAnalyticsSettingsContract, { params: { projectUid }, body });

/** Saves the project's GA4 property; the answer is the project, its backfill queued. */
export const useUpdateAnalyticsSettings = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnalyticsSettings,
    // The sync's state changed (awaited: the screen shows it next), and so did which projects
    // read through the connection (refreshed in the background).
    onSuccess: (_project, { projectUid }) => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.list(userUid) });
      return queryClient.invalidateQueries({
        queryKey: connectionKeys.syncStatus(userUid, projectUid),
      });
    },
  });
};
