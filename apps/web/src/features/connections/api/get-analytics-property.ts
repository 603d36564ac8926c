import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

const getAnalyticsPropertyContract = () =>
  import('@kampa/contracts/analytics/get-property').then(
    (module) => module.getAnalyticsPropertyContract,
  );

export const getAnalyticsProperty = (
  projectUid: string,
  connectionId: string,
  propertyId: string,
) =>
  apiRequest(getAnalyticsPropertyContract, {
    params: { projectUid, propertyId },
    query: { connectionId },
  });

export const getAnalyticsPropertyQueryOptions = (
  userUid: string,
  projectUid: string,
  connectionId: string,
  propertyId: string,
) =>
  queryOptions({
    queryKey: connectionKeys.analyticsProperty(userUid, projectUid, connectionId, propertyId),
    queryFn: () => getAnalyticsProperty(projectUid, connectionId, propertyId),
  });

/** A property's time zone, currency and whether the Data API will read it for this connection. */
export const useAnalyticsProperty = (
  userUid: string,
  projectUid: string,
  connectionId: string,
  propertyId: string,
) => useQuery(getAnalyticsPropertyQueryOptions(userUid, projectUid, connectionId, propertyId));
