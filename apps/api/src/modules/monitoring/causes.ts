import { shiftDays, type IsoDate } from '@kampa/contracts/common/date-range';
import type { TLikelyCause } from '@kampa/contracts/monitoring/alert';
import type { TRuleCondition, TRuleTarget } from '@kampa/contracts/monitoring/rule';
import type { Database } from '../../db/client';
import { budgetScopesOf } from '../budgets';
import { chartEventsOf } from '../events';
import {
  adsCampaignsOnDays,
  gaChannelsOnDays,
  searchPagesOnDays,
  syncedCampaigns,
} from '../metrics';
import { targetValueOfAds, targetValueOfGa, targetValueOfSearch } from './values';

/** How many breakdown rows an alert names: the ones that moved most. */
export const CAUSE_ROWS = 3;

/** The day a breach is explained against: the day before for a day-on-day rule, else a week before. */
export const baselineDayOf = (condition: TRuleCondition, date: IsoDate): IsoDate =>
  shiftDays(date, condition.type === 'change' && condition.against === 'previous_day' ? -1 : -7);

/** Breakdown rows ordered by how far their value moved (absolute), the largest first. */
export const movedMost = (
  rows: readonly { value: string; now: number | null; before: number | null }[],
  limit = CAUSE_ROWS,
) =>
  rows
    .filter((row) => (row.now ?? 0) !== (row.before ?? 0))
    .sort(
      (a, b) =>
        Math.abs((b.now ?? 0) - (b.before ?? 0)) - Math.abs((a.now ?? 0) - (a.before ?? 0)) ||
        a.value.localeCompare(b.value),
    )
    .slice(0, limit);

/**
 * The first day whose events may explain a breach on `date`: the day before for a day-on-day
 * rule; for a rule that compares with the same weekday (a week earlier, or 8 weeks of them) the
 * 6 days after that weekday, since whatever changed in them moved the value (a campaign paused
 * on Saturday raises Tuesday's CPA).
 */
export const causesFromDayOf = (condition: TRuleCondition, date: IsoDate): IsoDate =>
  shiftDays(date, condition.type === 'change' && condition.against === 'previous_day' ? -1 : -6);

/**
 * What may explain a breach on `date`: the timeline's events since the baseline (see
 * `causesFromDayOf`: a paused campaign, a budget cut, a failed sync, an annotation) and, when the rule watches the
 * whole property or account, the channels or campaigns whose value moved most against the
 * baseline day.
 */
export const likelyCausesOf = async (
  db: Database,
  input: {
    projectId: string;
    timeZone: string;
    target: TRuleTarget;
    condition: TRuleCondition;
    date: IsoDate;
  },
): Promise<TLikelyCause[]> => {
  const { projectId, target, date } = input;
  const events = await chartEventsOf(db, {
    projectId,
    timeZone: input.timeZone,
    range: { from: causesFromDayOf(input.condition, date), to: date },
    // A Search Console rule's own source's syncs and connection; the others' as before.
    sources: target.source === 'search_console' ? ['search_console'] : ['analytics', 'ads'],
  });
  const causes: TLikelyCause[] = [];
  for (const event of events) {
    // Charts' events never hold team changes; alerts are not their own causes.
    if (event.kind === 'alert' || event.kind === 'member') continue;
    if (event.kind === 'sync' && event.status === 'succeeded') continue;
    const title =
      event.kind === 'annotation'
        ? event.title
        : event.kind === 'campaign_change'
          ? `${event.campaignName ?? event.campaignId ?? ''}: ${event.change}`
          : event.kind === 'sync'
            ? `${event.source}: ${event.errorCode ?? 'failed'}`
            : `${event.source}: ${event.change}`;
    causes.push({ kind: 'event', date: event.date, eventKind: event.kind, title, event });
  }
  const days = { projectId, day: date, baselineDay: baselineDayOf(input.condition, date) };
  if (target.source === 'budget') {
    // A budget's spend: the campaigns (of the budget's, when it has chosen ones) whose cost moved
    // most against the same weekday a week before.
    const budget = (await budgetScopesOf(db, projectId)).find(
      (item) => item.id === target.budgetId,
    );
    if (!budget) return causes;
    // The breakdown's rows are named (the id when a campaign has no name).
    const names = new Map(
      (await syncedCampaigns(db, projectId)).map((campaign) => [campaign.id, campaign.name]),
    );
    const counted = new Set(budget.campaignIds.flatMap((id) => [id, names.get(id) ?? id]));
    const rows = (await adsCampaignsOnDays(db, days))
      .filter((row) => counted.size === 0 || counted.has(row.value))
      .map((row) => ({
        value: row.value,
        now: targetValueOfAds('cost', row.now),
        before: targetValueOfAds('cost', row.before),
      }));
    return [...causes, ...movedMost(rows).map((row) => breakdownCause('campaign', row))];
  }
  if (target.source === 'search_console') {
    // The site's pages whose value moved most (a page dropped from the results, a new one ranked).
    const rows = (await searchPagesOnDays(db, days)).map((row) => ({
      value: row.value,
      now: targetValueOfSearch(target.metric, row.now),
      before: targetValueOfSearch(target.metric, row.before),
    }));
    return [...causes, ...movedMost(rows).map((row) => breakdownCause('page', row))];
  }
  const isWhole =
    target.source === 'analytics' ? target.channel === null : target.campaignId === null;
  if (!isWhole) return causes;
  const rows =
    target.source === 'analytics'
      ? (await gaChannelsOnDays(db, days)).map((row) => ({
          value: row.value,
          now: targetValueOfGa(target.metric, row.now),
          before: targetValueOfGa(target.metric, row.before),
        }))
      : (await adsCampaignsOnDays(db, days)).map((row) => ({
          value: row.value,
          now: targetValueOfAds(target.metric, row.now),
          before: targetValueOfAds(target.metric, row.before),
        }));
  const dimension = target.source === 'analytics' ? 'channel' : 'campaign';
  return [...causes, ...movedMost(rows).map((row) => breakdownCause(dimension, row))];
};

const breakdownCause = (
  dimension: 'channel' | 'campaign' | 'page',
  row: { value: string; now: number | null; before: number | null },
): TLikelyCause => ({
  kind: 'breakdown',
  dimension,
  value: row.value,
  valueNow: row.now,
  valueBefore: row.before,
  change:
    row.now === null || row.before === null || row.before === 0
      ? null
      : (row.now - row.before) / row.before,
});
