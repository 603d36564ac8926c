import type { TSetNotificationPreferencesBody } from '@kampa/contracts/notifications/notification-preferences';
import type { TWorkspaceNotificationDefaultsBody } from '@kampa/contracts/notifications/workspace-notification-defaults';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

const contracts = () => import('@kampa/contracts/notifications/notification-preferences');

export const getNotificationsQueryOptions = (userUid: string) =>
  queryOptions({
    queryKey: accountKeys.notifications(userUid),
    queryFn: () =>
      apiRequest(() => contracts().then((module) => module.getNotificationPreferencesContract)),
  });

/** The signed-in user's notification preferences (defaults until first saved). */
export const useNotificationPreferences = (userUid: string) =>
  useQuery(getNotificationsQueryOptions(userUid));

/** Saves them whole; the answer is what the server keeps, put straight into the cache. */
export const useSaveNotificationPreferences = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetNotificationPreferencesBody) =>
      apiRequest(() => contracts().then((module) => module.setNotificationPreferencesContract), {
        body,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.notifications(userUid), saved);
    },
  });
};

const workspaceContracts = () =>
  import('@kampa/contracts/notifications/workspace-notification-defaults');

export const workspaceNotificationKeys = {
  defaults: (userUid: string, workspaceUid: string) =>
    ['user', userUid, 'workspaces', workspaceUid, 'notification-defaults'] as const,
};

/** A workspace's notification defaults (Kampa's own until its owner or a manager saves some). */
export const useWorkspaceNotificationDefaults = (userUid: string, workspaceUid: string) =>
  useQuery({
    queryKey: workspaceNotificationKeys.defaults(userUid, workspaceUid),
    queryFn: () =>
      apiRequest(
        () =>
          workspaceContracts().then((module) => module.getWorkspaceNotificationDefaultsContract),
        { params: { workspaceUid } },
      ),
  });

/** Saves them whole; the answer goes straight into the cache. */
export const useSaveWorkspaceNotificationDefaults = (userUid: string, workspaceUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWorkspaceNotificationDefaultsBody) =>
      apiRequest(
        () =>
          workspaceContracts().then((module) => module.setWorkspaceNotificationDefaultsContract),
        { params: { workspaceUid }, body },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(workspaceNotificationKeys.defaults(userUid, workspaceUid), saved);
    },
  });
};
