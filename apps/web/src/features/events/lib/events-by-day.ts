import type { IsoDate } from '@kampa/contracts/common/date-range';
import { shiftDays } from '@kampa/contracts/common/date-range';
import type { TProjectEvent } from '@kampa/contracts/events/event';

export type EventDay = { date: IsoDate; events: TProjectEvent[] };

/** The timeline's events (newest day first, as the API answers) grouped into their days. */
export const groupByDay = (events: readonly TProjectEvent[]): EventDay[] => {
  const days: EventDay[] = [];
  for (const event of events) {
    const last = days.at(-1);
    if (last?.date === event.date) last.events.push(event);
    else days.push({ date: event.date, events: [event] });
  }
  return days;
};

/** Days shown around an event on the dashboard its link opens. */
export const DAYS_AROUND = 14;

/**
 * The dashboard's custom range for an event: two weeks either side of its days, ending yesterday at
 * the latest (today is not over: its half-counted numbers would look like a fall), unless the
 * event's own last day is today. An annotation over several days is shown whole.
 */
export const dashboardRangeOf = (
  event: TProjectEvent,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } => {
  const last = event.kind === 'annotation' ? event.dateTo : event.date;
  const latest = last >= today ? today : shiftDays(today, -1);
  const to = shiftDays(last, DAYS_AROUND) > latest ? latest : shiftDays(last, DAYS_AROUND);
  const from = shiftDays(event.date, -DAYS_AROUND);
  return { from: from > to ? to : from, to };
};
