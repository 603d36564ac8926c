import type { TUpdateAdsSettingsRequest } from '@kampa/contracts/ads/update-ads-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const updateAdsSettingsContract = () =>
  import('@kampa/contracts/ads/update-ads-settings').then(
    (module) => module.updateAdsSettingsContract,
  );

export const updateAdsSettings = ({
  projectUid,
  body,
}: {
  projectUid: string;
  body: TUpdateAdsSettingsRequest;
}) => apiRequest(updateAdsSettingsContract, { params: { projectUid }, body });

/** Saves the project's Ads client account (through its manager); its backfill is queued. */
export const useUpdateAdsSettings = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdsSettings,
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
