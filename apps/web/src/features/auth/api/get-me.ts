import { getMeContract } from '@kampa/contracts/user/get-me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getMe = () => apiRequest(getMeContract);

export const getMeQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['user', uid, 'me'], queryFn: getMe });

export const useMe = (uid: string) => useQuery(getMeQueryOptions(uid));
