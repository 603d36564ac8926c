import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const getMeContract = () =>
  import('@kampa/contracts/user/get-me').then((module) => module.getMeContract);

export const getMe = () => apiRequest(getMeContract);

export const getMeQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['user', uid, 'me'], queryFn: getMe });

export const useMe = (uid: string) => useQuery(getMeQueryOptions(uid));
