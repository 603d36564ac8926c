import { dayFromIso, isoFromDay } from './calendar';
import { hashString, unit } from './prng';
import type { CampaignDef } from './types';

export type CampaignStatus = 'ENABLED' | 'PAUSED' | 'REMOVED';

export type CampaignState = {
  exists: boolean;
  status: CampaignStatus;
  budgetMicros: number;
  /** Who made the last status change (for change_event.client_type). */
  automated: boolean;
};

export const BUDGET_BLOCK_DAYS = 42;
const BUDGET_STEPS = [0.8, 0.9, 1, 1, 1.1, 1.2, 1.35] as const;

const mustDay = (iso: string): number => {
  const day = dayFromIso(iso);
  if (day === null) throw new Error(`Invalid date in demo data: ${iso}`);
  return day;
};

const inWindows = (day: number, windows: ReadonlyArray<readonly [string, string]>): boolean => {
  const mmdd = isoFromDay(day).slice(5);
  return windows.some(([from, to]) => mmdd >= from && mmdd <= to);
};

/**
 * A campaign's status and daily budget on a day. Pure function of (seed, campaign, day):
 * budgets move every six weeks, always-on campaigns are sometimes paused for a few days,
 * seasonal ones run in their windows, promo ones cycle on and off, ended ones are removed.
 */
export const campaignStateOn = ({
  seed,
  campaign,
  day,
}: {
  seed: number;
  campaign: CampaignDef;
  day: number;
}): CampaignState => {
  const start = mustDay(campaign.startDate);
  const id = hashString(campaign.id);
  if (day < start) return { exists: false, status: 'PAUSED', budgetMicros: 0, automated: false };
  // Each campaign has its own budget rhythm, so changes do not all land on one day.
  const offset = Math.floor(unit(seed, id, 0, 10) * BUDGET_BLOCK_DAYS);
  const block = Math.floor((day - start + offset) / BUDGET_BLOCK_DAYS);
  const step =
    block === 0
      ? 1
      : (BUDGET_STEPS[Math.floor(unit(seed, id, block, 11) * BUDGET_STEPS.length)] ?? 1);
  const budgetMicros = Math.round((campaign.budgetMicros * step) / 10_000) * 10_000;
  const schedule = campaign.schedule;
  let status: CampaignStatus = 'ENABLED';
  let automated = false;
  if (schedule.kind === 'ended' && day > mustDay(schedule.endDate)) status = 'REMOVED';
  else if (schedule.kind === 'seasonal')
    status = inWindows(day, schedule.windows) ? 'ENABLED' : 'PAUSED';
  else if (schedule.kind === 'promo') {
    const phase = Math.floor(unit(seed, id, 0, 15) * schedule.periodDays);
    const position = (day - start + phase) % schedule.periodDays;
    status = position < schedule.onDays ? 'ENABLED' : 'PAUSED';
    automated = true;
  } else if (unit(seed, id, block, 12) < 0.22) {
    const blockStart = start - offset + block * BUDGET_BLOCK_DAYS;
    const pauseStart = blockStart + 8 + Math.floor(unit(seed, id, block, 13) * 20);
    const length = 3 + Math.floor(unit(seed, id, block, 14) * 5);
    if (day >= pauseStart && day < pauseStart + length) status = 'PAUSED';
  }
  return { exists: true, status, budgetMicros, automated };
};

export const campaignStartDay = (campaign: CampaignDef): number => mustDay(campaign.startDate);
