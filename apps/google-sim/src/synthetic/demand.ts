import {
  blackFridayOf,
  dayOfMonthOf,
  isCzechHoliday,
  monthOf,
  weekdayOf,
  yearOf,
} from './calendar';
import { PROFILES } from './profiles';
import { unit } from './prng';
import type { BusinessKind } from './types';

/**
 * Relative demand of a day for a business kind (≈1 on an ordinary day): weekly
 * pattern, yearly season, Czech public holidays and, for e-shops, Black Friday and
 * the Christmas rush.
 */
export const demandFactor = (kind: BusinessKind, day: number): number => {
  const profile = PROFILES[kind];
  let factor = (profile.weekly[weekdayOf(day)] ?? 1) * (profile.yearly[monthOf(day)] ?? 1);
  if (isCzechHoliday(day)) factor *= profile.holidayFactor;
  if (kind === 'eshop') {
    const blackFriday = blackFridayOf(yearOf(day));
    const fromBlackFriday = day - blackFriday;
    if (fromBlackFriday === 0) factor *= 2.1;
    else if (fromBlackFriday > 0 && fromBlackFriday <= 3) factor *= 1.45;
    const month = monthOf(day);
    const date = dayOfMonthOf(day);
    if (month === 11 && date <= 18) factor *= 1.3;
    if (month === 11 && date >= 24) factor *= 0.55;
  }
  if (kind === 'b2b' && monthOf(day) === 11 && dayOfMonthOf(day) >= 23) factor *= 0.45;
  return factor;
};

export const OUTAGE_BLOCK_DAYS = 180;
export const OUTAGE_FACTOR = 0.04;

/**
 * Tracking outages: in every 180-day block since the property's first day, the GA tag
 * is broken for 2–4 days (GA records ~4 % of the traffic; Ads keeps counting).
 * Any 13-month window therefore contains at least one outage.
 */
/** Whose outages: the seed, the property (its id's hash) and the property's first day. */
type OutageSchedule = { seed: number; entity: number; startDay: number };

const outageStart = ({ seed, entity, startDay }: OutageSchedule, block: number): number =>
  startDay + block * OUTAGE_BLOCK_DAYS + 20 + Math.floor(unit(seed, entity, block, 21) * 130);

const outageLength = ({ seed, entity }: OutageSchedule, block: number): number =>
  2 + Math.floor(unit(seed, entity, block, 22) * 3);

export const isOutageDay = (input: OutageSchedule & { day: number }): boolean => {
  const { startDay, day } = input;
  if (day < startDay) return false;
  const block = Math.floor((day - startDay) / OUTAGE_BLOCK_DAYS);
  const start = outageStart(input, block);
  return day >= start && day < start + outageLength(input, block);
};

/** Outages overlapping [fromDay, toDay], as [firstDay, lastDay] pairs. */
export const outagesBetween = (
  input: OutageSchedule & { fromDay: number; toDay: number },
): Array<[number, number]> => {
  const { startDay, fromDay, toDay } = input;
  const result: Array<[number, number]> = [];
  const firstBlock = Math.max(0, Math.floor((fromDay - startDay) / OUTAGE_BLOCK_DAYS));
  const lastBlock = Math.floor((toDay - startDay) / OUTAGE_BLOCK_DAYS);
  for (let block = firstBlock; block <= lastBlock; block += 1) {
    const start = outageStart(input, block);
    const end = start + outageLength(input, block) - 1;
    if (end >= fromDay && start <= toDay) result.push([start, end]);
  }
  return result;
};
