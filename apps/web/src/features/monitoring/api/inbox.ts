import type { TAlertActionRequest } from '@kampa/contracts/alerts/act-on-alerts';
import type { TInboxQuery } from '@kampa/contracts/alerts/list-inbox';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ALERTS_POLL_MS } from './alerts';
import { monitoringKeys } from './monitoring-keys';

const listInboxContract = () =>
  import('@kampa/contracts/alerts/list-inbox').then((module) => module.listInboxContract);
const actOnAlertsContract = () =>
  import('@kampa/contracts/alerts/act-on-alerts').then((module) => module.actOnAlertsContract);

/** The inbox's filters as the API takes them (an unset filter is left out). */
export type InboxFilters = Partial<TInboxQuery>;

export const inboxKeys = {
  all: (userUid: string) => ['user', userUid, 'alerts-inbox'] as const,
  list: (userUid: string, filters: InboxFilters) => [...inboxKeys.all(userUid), filters] as const,
};

export const getInboxQueryOptions = (userUid: string, filters: InboxFilters) =>
  queryOptions({
    queryKey: inboxKeys.list(userUid, filters),
    queryFn: () => apiRequest(listInboxContract, { query: filters }),
    refetchInterval: ALERTS_POLL_MS,
  });

export const useInbox = (userUid: string, filters: InboxFilters) =>
  useQuery(getInboxQueryOptions(userUid, filters));

/**
 * One action on the selected alerts. Afterwards the inbox, the projects' own alert lists (and
 * their badges) and the portfolio's counts are asked again.
 */
export const useActOnAlerts = (userUid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: TAlertActionRequest; projectUids: readonly string[] }) =>
      apiRequest(actOnAlertsContract, { body: input.body }),
    onSettled: async (_result, _error, { projectUids }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.all(userUid) }),
        queryClient.invalidateQueries({ queryKey: ['user', userUid, 'portfolio'] }),
        ...projectUids.map((projectUid) =>
          queryClient.invalidateQueries({ queryKey: monitoringKeys.alerts(userUid, projectUid) }),
        ),
      ]);
    },
  });
};
