import { getTosAcceptedContract } from '@kampa/contracts/user/get-tos-accepted';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getTosStatus = () => apiRequest(getTosAcceptedContract);

export const getTosStatusQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['user', uid, 'tos'], queryFn: getTosStatus });

export const useTosStatus = (uid: string) => useQuery(getTosStatusQueryOptions(uid));
