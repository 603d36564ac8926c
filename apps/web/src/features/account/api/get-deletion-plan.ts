import { getDeletionPlanContract } from '@kampa/contracts/account/deletion-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getDeletionPlan = () => apiRequest(getDeletionPlanContract);

export const getDeletionPlanQueryOptions = (userUid: string) =>
  queryOptions({ queryKey: accountKeys.deletionPlan(userUid), queryFn: getDeletionPlan });

/** Asked when the confirmation opens, so it names what is true at that moment. */
export const useDeletionPlan = (userUid: string, isEnabled: boolean) =>
  useQuery({ ...getDeletionPlanQueryOptions(userUid), enabled: isEnabled, staleTime: 0 });
