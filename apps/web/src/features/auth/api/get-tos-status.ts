import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const getTosAcceptedContract = () =>
  import('@kampa/contracts/user/get-tos-accepted').then((module) => module.getTosAcceptedContract);

export const getTosStatus = () => apiRequest(getTosAcceptedContract);

export const getTosStatusQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['user', uid, 'tos'], queryFn: getTosStatus });

export const useTosStatus = (uid: string) => useQuery(getTosStatusQueryOptions(uid));
