import type { TUpdateAlertRequest } from '@kampa/contracts/monitoring/update-alert';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { monitoringKeys } from './monitoring-keys';

const listAlertsContract = () =>
  import('@kampa/contracts/monitoring/list-alerts').then((module) => module.listAlertsContract);
const updateAlertContract = () =>
  import('@kampa/contracts/monitoring/update-alert').then((module) => module.updateAlertContract);

/** New alerts come from background jobs: the list (and the badge) asks again every 30 s. */
export const ALERTS_POLL_MS = 30_000;

export const getAlertsQueryOptions = (userUid: string, projectUid: string) =>
  queryOptions({
    queryKey: monitoringKeys.alerts(userUid, projectUid),
    queryFn: () => apiRequest(listAlertsContract, { params: { projectUid }, query: {} }),
    refetchInterval: ALERTS_POLL_MS,
  });

export const useAlerts = (userUid: string, projectUid: string) =>
  useQuery(getAlertsQueryOptions(userUid, projectUid));

export const useUpdateAlert = (userUid: string, onChanged?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      projectUid,
      alertId,
      body,
    }: {
      projectUid: string;
      alertId: string;
      body: TUpdateAlertRequest;
    }) => apiRequest(updateAlertContract, { params: { projectUid, alertId }, body }),
    onSuccess: async (_alert, { projectUid }) => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: monitoringKeys.alerts(userUid, projectUid) });
    },
  });
};
