import type { TEventKind } from '@kampa/contracts/events/event';
import type { TListEventsQuery } from '@kampa/contracts/events/list-events';
import { EVENT_KINDS, EVENTS_PAGE_SIZE } from '@kampa/contracts/events/timeline';
import { isIsoDate, type IsoDate } from '@kampa/contracts/common/date-range';

/**
 * The timeline's filters as kept in the URL's search params, so a copied link shows the same
 * list: one kind, the days (either end may be open) and the page. Defaults are left out.
 */
export type EventsSearch = {
  kind?: TEventKind;
  from?: IsoDate;
  to?: IsoDate;
  page?: number;
};

/**
 * Reads the search params of `/project/{id}/events`. Anything malformed (a hand-edited link) is
 * dropped rather than refused, so the page opens on the whole timeline instead of an error.
 */
export const validateEventsSearch = (raw: Record<string, unknown>): EventsSearch => {
  const search: EventsSearch = {};
  if ((EVENT_KINDS as readonly unknown[]).includes(raw.kind)) search.kind = raw.kind as TEventKind;
  const from = isIsoDate(raw.from) ? raw.from : undefined;
  const to = isIsoDate(raw.to) ? raw.to : undefined;
  if (from !== undefined && (to === undefined || from <= to)) search.from = from;
  if (to !== undefined && (from === undefined || from <= to)) search.to = to;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 10_000) search.page = page;
  return search;
};

/** The search params after a filter changed: back to the first page, empty values left out. */
export const withFilter = (
  search: EventsSearch,
  changes: Partial<Record<'kind' | 'from' | 'to', string | undefined>>,
): EventsSearch => {
  const { page: _page, ...rest } = search;
  const next: Record<string, unknown> = { ...rest, ...changes };
  // Days that no longer fit keep the end just chosen and let go of the other.
  if (typeof next.from === 'string' && typeof next.to === 'string' && next.from > next.to) {
    if ('from' in changes) delete next.to;
    else delete next.from;
  }
  return validateEventsSearch(next);
};

/** The API query for the URL's filters. */
export const toEventsQuery = (search: EventsSearch): TListEventsQuery => ({
  ...(search.kind ? { kind: search.kind } : {}),
  ...(search.from ? { from: search.from } : {}),
  ...(search.to ? { to: search.to } : {}),
  page: search.page ?? 1,
  pageSize: EVENTS_PAGE_SIZE,
});
