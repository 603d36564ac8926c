import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

const getDeletionPlanContract = () =>
  import('@kampa/contracts/account/deletion-plan').then((module) => module.getDeletionPlanContract);

export const getDeletionPlan = () => apiRequest(getDeletionPlanContract);

export const getDeletionPlanQueryOptions = (userUid: string) =>
  queryOptions({ queryKey: accountKeys.deletionPlan(userUid), queryFn: getDeletionPlan });

/** Asked when the confirmation opens, so it names what is true at that moment. */
export const useDeletionPlan = (userUid: string, isEnabled: boolean) =>
  useQuery({ ...getDeletionPlanQueryOptions(userUid), enabled: isEnabled, staleTime: 0 });
