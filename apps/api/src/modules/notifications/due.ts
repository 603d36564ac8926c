import { todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import { localHourInstant } from '../../lib/local-time';

/**
 * The digest a subscriber is due now, if any: today's (in their time zone) once its hour has come
 * (an hour the clocks skip counts from the first one after it; the hour the clocks repeat counts
 * once, from its second time). Before the hour, nothing: yesterday's digest is not sent late on
 * the next day, a day missed while every instance was down is skipped.
 */
export const digestDueAt = (
  subscriber: { timeZone: string; hour: number },
  now: Date,
): { localDate: IsoDate; dueAt: Date } | null => {
  const localDate = todayIn(subscriber.timeZone, now);
  const dueAt = localHourInstant(localDate, subscriber.hour, subscriber.timeZone);
  return dueAt.getTime() <= now.getTime() ? { localDate, dueAt } : null;
};
