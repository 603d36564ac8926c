import type { TListEventsQuery } from '@kampa/contracts/events/list-events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { eventKeys } from './event-keys';

const listEventsContract = () =>
  import('@kampa/contracts/events/list-events').then((module) => module.listEventsContract);

export const listEvents = (projectUid: string, query: TListEventsQuery) =>
  apiRequest(listEventsContract, { params: { projectUid }, query });

export const getEventsQueryOptions = (
  userUid: string,
  projectUid: string,
  query: TListEventsQuery,
) =>
  queryOptions({
    queryKey: eventKeys.list(userUid, projectUid, query),
    queryFn: () => listEvents(projectUid, query),
    // Another filter or page of the same project keeps the last list on screen (dimmed) until
    // the new one is in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === projectUid ? previous : undefined,
  });

export const useEvents = (userUid: string, projectUid: string, query: TListEventsQuery) =>
  useQuery(getEventsQueryOptions(userUid, projectUid, query));
