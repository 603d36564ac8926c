import { shiftDays, type DateRange, type IsoDate } from '@kampa/contracts/common/date-range';
import type { TRuleTarget } from '@kampa/contracts/monitoring/rule';
import type { Database } from '../../db/client';
import {
  adsDailySums,
  gaDailySums,
  adsValues,
  analyticsValues,
  searchDailySums,
  searchValues,
  type AdsSums,
  type GaSums,
  type SearchSums,
} from '../metrics';
import type { DailyValues } from './conditions';

/** A target's value from one day's (or one row's) sums: derived rates from the sums, never averaged. */
export const targetValueOfGa = (metric: string, sums: GaSums): number | null => {
  const values = analyticsValues(sums);
  return (values as Record<string, number | null>)[metric] ?? null;
};

export const targetValueOfAds = (metric: string, sums: AdsSums): number | null => {
  const values = adsValues(sums);
  return (values as Record<string, number | null>)[metric] ?? null;
};

/** Search Console's CTR and position from the day's totals, as the search screen computes them. */
export const targetValueOfSearch = (metric: string, sums: SearchSums): number | null => {
  const values = searchValues(sums);
  return (values as Record<string, number | null>)[metric] ?? null;
};

/** The target's value on every stored day of `range`. */
export const loadDailyValues = async (
  db: Database,
  { projectId, target, range }: { projectId: string; target: TRuleTarget; range: DateRange },
): Promise<DailyValues> => {
  if (target.source === 'analytics') {
    const sums = await gaDailySums(db, { projectId, range, channel: target.channel });
    return new Map([...sums].map(([date, day]) => [date, targetValueOfGa(target.metric, day)]));
  }
  if (target.source === 'search_console') {
    const sums = await searchDailySums(db, { projectId, range });
    return new Map([...sums].map(([date, day]) => [date, targetValueOfSearch(target.metric, day)]));
  }
  // A budget's days are judged on its pacing (`modules/budgets`); its cost is the account's.
  const campaignId = target.source === 'ads' ? target.campaignId : null;
  const sums = await adsDailySums(db, { projectId, range, campaignId });
  return new Map([...sums].map(([date, day]) => [date, targetValueOfAds(target.metric, day)]));
};

/** The days from `from` to `to`, both included. */
export const daysOf = (range: DateRange): IsoDate[] => {
  const days: IsoDate[] = [];
  for (let date = range.from; date <= range.to; date = shiftDays(date, 1)) days.push(date);
  return days;
};
