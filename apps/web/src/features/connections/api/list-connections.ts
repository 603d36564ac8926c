import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const listConnectionsContract = () =>
  import('@kampa/contracts/connections/list-connections').then(
    (module) => module.listConnectionsContract,
  );

export const listConnections = () => apiRequest(listConnectionsContract);

export const getConnectionsQueryOptions = (userUid: string) =>
  queryOptions({ queryKey: connectionKeys.list(userUid), queryFn: listConnections });

export const useConnections = (userUid: string, isEnabled = true) =>
  useQuery({ ...getConnectionsQueryOptions(userUid), enabled: isEnabled });
