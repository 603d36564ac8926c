import type { TUpdateAdsSettingsRequest } from '@kampa/contracts/ads/update-ads-settings';
import type { TUpdateAnalyticsSettingsRequest } from '@kampa/contracts/analytics/update-analytics-settings';
import type { TProject } from '@kampa/contracts/project/project';
import type { TUpdateSearchConsoleSettingsRequest } from '@kampa/contracts/search-console/update-search-console-settings';
import type { TShownSource } from '@/lib/shown-sources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

/** What saving each source sends: the thing read, through which connection. */
export type SaveSourceBody = {
  analytics: TUpdateAnalyticsSettingsRequest;
  ads: TUpdateAdsSettingsRequest;
  search_console: TUpdateSearchConsoleSettingsRequest;
};

export type SaveSourceVariables<K extends TShownSource> = {
  projectUid: string;
  body: SaveSourceBody[K];
};

/** Each source's save call; a new source adds its contract here. */
const SAVE_CALLS: {
  [K in TShownSource]: (variables: SaveSourceVariables<K>) => Promise<TProject>;
} = {
  analytics: ({ projectUid, body }) =>
    apiRequest(
      () =>
        import('@kampa/contracts/analytics/update-analytics-settings').then(
          (module) => module.updateAnalyticsSettingsContract,
        ),
      { params: { projectUid }, body },
    ),
  ads: ({ projectUid, body }) =>
    apiRequest(
      () =>
        import('@kampa/contracts/ads/update-ads-settings').then(
          (module) => module.updateAdsSettingsContract,
        ),
      { params: { projectUid }, body },
    ),
  search_console: ({ projectUid, body }) =>
    apiRequest(
      () =>
        import('@kampa/contracts/search-console/update-search-console-settings').then(
          (module) => module.updateSearchConsoleSettingsContract,
        ),
      { params: { projectUid }, body },
    ),
};

/**
 * Saves what the project reads for a source (a GA4 property, an Ads client account, a Search
 * Console site); the answer
 * is the project, the source's backfill queued.
 */
export const useSaveSource = <K extends TShownSource>(userUid: string, kind: K) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveSourceVariables<K>) => SAVE_CALLS[kind](variables),
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
