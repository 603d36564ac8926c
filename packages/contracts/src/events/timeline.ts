/**
 * The timeline's kinds and page sizes without their schemas (no zod), for code that reads them
 * before any schema is needed: the web's URL search params. `event.ts` and `list-events.ts`
 * re-export them.
 */

/**
 * What a project's timeline holds: notes people write (`annotation`), a source connected,
 * disconnected or in need of a new consent (`connection`), a finished or failed sync (`sync`), a
 * change of an Ads campaign from Google's change history (`campaign_change`), an alert rule
 * firing or resolving (`alert`) and a change of the project's team (`member`).
 */
export const EVENT_KINDS = [
  'annotation',
  'connection',
  'sync',
  'campaign_change',
  'alert',
  'member',
] as const;

export const EVENTS_PAGE_SIZE = 50;
export const EVENTS_MAX_PAGE_SIZE = 200;
