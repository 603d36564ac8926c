import { isoFromDay } from '../synthetic/calendar';
import { campaignStateOn, campaignStartDay } from '../synthetic/campaign-schedule';
import type { CampaignState } from '../synthetic/campaign-schedule';
import { hashString, unit } from '../synthetic/prng';
import type { AdsCustomer } from '../synthetic/types';

export type ChangeEvent = {
  resourceName: string;
  /** Account-local time, "YYYY-MM-DD HH:MM:SS.ffffff" like the API. */
  changeDateTime: string;
  changeResourceType: 'CAMPAIGN' | 'CAMPAIGN_BUDGET';
  changeResourceName: string;
  clientType: 'GOOGLE_ADS_WEB_CLIENT' | 'GOOGLE_ADS_AUTOMATED_RULE';
  userEmail: string;
  oldResource: Record<string, unknown>;
  newResource: Record<string, unknown>;
  resourceChangeOperation: 'CREATE' | 'UPDATE';
  changedFields: string;
  campaign: string;
  campaignId: string;
};

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Campaign status and budget changes between two days (inclusive), derived from the
 * same schedule that drives the metrics, so the timeline explains the spend.
 */
export const changeEventsBetween = ({
  seed,
  customer,
  fromDay,
  toDay,
}: {
  seed: number;
  customer: AdsCustomer;
  fromDay: number;
  toDay: number;
}): ChangeEvent[] => {
  const events: ChangeEvent[] = [];
  for (const campaign of customer.campaigns) {
    const start = campaignStartDay(campaign);
    const id = hashString(campaign.id);
    const campaignResource = `customers/${customer.id}/campaigns/${campaign.id}`;
    const budgetResource = `customers/${customer.id}/campaignBudgets/${campaign.budgetId}`;
    let previous: CampaignState | null =
      fromDay - 1 >= start ? campaignStateOn({ seed, campaign, day: fromDay - 1 }) : null;
    for (let day = Math.max(fromDay, start); day <= toDay; day += 1) {
      const state = campaignStateOn({ seed, campaign, day });
      const stamp = (k: number): { text: string; micros: number } => {
        const hour = 7 + Math.floor(unit(seed, id, day, 50 + k) * 11);
        const minute = Math.floor(unit(seed, id, day, 60 + k) * 60);
        const second = Math.floor(unit(seed, id, day, 70 + k) * 60);
        const micros = (day * 86_400 + hour * 3600 + minute * 60 + second) * 1_000_000 + k;
        return {
          text: `${isoFromDay(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}.000000`,
          micros,
        };
      };
      const base = (k: number, automated: boolean) => {
        const time = stamp(k);
        return {
          resourceName: `customers/${customer.id}/changeEvents/${time.micros}~${k}~0`,
          changeDateTime: time.text,
          clientType: automated
            ? ('GOOGLE_ADS_AUTOMATED_RULE' as const)
            : ('GOOGLE_ADS_WEB_CLIENT' as const),
          userEmail: automated ? 'Automated rule' : 'specialista@kampa.local',
          campaign: campaignResource,
          campaignId: campaign.id,
        };
      };
      if (!previous) {
        events.push({
          ...base(0, false),
          changeResourceType: 'CAMPAIGN',
          changeResourceName: campaignResource,
          oldResource: {},
          newResource: { campaign: { status: state.status, name: campaign.name } },
          resourceChangeOperation: 'CREATE',
          changedFields: 'name,status',
        });
      } else {
        if (previous.status !== state.status) {
          events.push({
            ...base(1, state.automated),
            changeResourceType: 'CAMPAIGN',
            changeResourceName: campaignResource,
            oldResource: { campaign: { status: previous.status } },
            newResource: { campaign: { status: state.status } },
            resourceChangeOperation: 'UPDATE',
            changedFields: 'status',
          });
        }
        if (previous.budgetMicros !== state.budgetMicros) {
          events.push({
            ...base(2, false),
            changeResourceType: 'CAMPAIGN_BUDGET',
            changeResourceName: budgetResource,
            oldResource: { campaignBudget: { amountMicros: String(previous.budgetMicros) } },
            newResource: { campaignBudget: { amountMicros: String(state.budgetMicros) } },
            resourceChangeOperation: 'UPDATE',
            changedFields: 'amountMicros',
          });
        }
      }
      previous = state;
    }
  }
  return events.sort((a, b) =>
    a.changeDateTime < b.changeDateTime ? -1 : a.changeDateTime > b.changeDateTime ? 1 : 0,
  );
};
