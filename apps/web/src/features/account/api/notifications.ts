import type { TSetNotificationPreferencesBody } from '@kampa/contracts/notifications/notification-preferences';
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
