import type { TListEventsQuery } from '@kampa/contracts/events/list-events';

/** Query keys of the timeline, under the signed-in user's uid and the project. */
export const eventKeys = {
  all: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid, 'events'] as const,
  list: (userUid: string, projectUid: string, query: TListEventsQuery) =>
    [...eventKeys.all(userUid, projectUid), 'list', query] as const,
};
