import { TZDate } from '@date-fns/tz';
import type { IsoDate } from '@kampa/contracts/common/date-range';

/**
 * The instant a local date's hour is in a time zone (an hour the clocks skip becomes the next):
 * the client reports' schedule and the daily digest read their hours with it.
 */
export const localHourInstant = (date: IsoDate, hour: number, timeZone: string): Date => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hour, 0, 0, timeZone).getTime());
};
