import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import { CAMPAIGN_CHANGES } from '@kampa/contracts/dashboard/dashboard';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { rangeEvents, type CampaignChangeRow } from './events-repository';

type Resource = Record<string, Record<string, unknown> | undefined> | null;

const resourceOf = (value: unknown): Resource =>
  value && typeof value === 'object' ? (value as Resource) : null;

/** What a change was and is: the status, or the daily budget in the account's currency. */
export const changeDetail = (change: string, resource: unknown): string | number | null => {
  const found = resourceOf(resource);
  if (change === 'budget_changed') {
    const micros = Number(found?.campaignBudget?.amountMicros);
    return Number.isFinite(micros) ? micros / 1e6 : null;
  }
  if (change === 'paused' || change === 'enabled' || change === 'removed') {
    const status = found?.campaign?.status;
    return typeof status === 'string' ? status : null;
  }
  return null;
};

const changeOf = (change: string): (typeof CAMPAIGN_CHANGES)[number] =>
  (CAMPAIGN_CHANGES as readonly string[]).includes(change)
    ? (change as (typeof CAMPAIGN_CHANGES)[number])
    : 'other';

const presentChange = (row: CampaignChangeRow): TDashboardEvent => ({
  kind: 'campaign_change',
  at: row.at.toISOString(),
  date: row.date,
  campaignId: row.campaignId,
  campaignName: row.campaignName,
  change: changeOf(row.change),
  changedFields: row.changedFields,
  before: changeDetail(row.change, row.oldValue),
  after: changeDetail(row.change, row.newValue),
});

/**
 * What happened during the period's days, oldest first: campaign changes (when Ads is among
 * `sources`) and the syncs of `sources` worth a marker. Dates are days of the period's time zone.
 */
export const periodEvents = async (
  db: Database,
  projectId: string,
  period: TPeriod,
  sources: readonly TDataSource[],
): Promise<TDashboardEvent[]> => {
  const rows = await rangeEvents(db, {
    projectId,
    range: period.range,
    timeZone: period.timeZone,
    syncKinds: sources,
    hasCampaignChanges: sources.includes('ads'),
  });
  return rows.map((row): TDashboardEvent =>
    row.kind === 'campaign_change'
      ? presentChange(row)
      : {
          kind: 'sync',
          at: row.at.toISOString(),
          date: row.date,
          source: row.source,
          trigger: row.trigger,
          status: row.status,
          errorCode: row.errorCode,
          errorMessage: row.errorMessage,
        },
  );
};
