import { TZDate } from '@date-fns/tz';
import type { DateRange } from '@kampa/contracts/common/date-range';
import { searchStream, type AdsClient } from '../google';
import type {
  AdsAdGroupDayRow,
  AdsAdGroupRow,
  AdsCampaignDayRow,
  AdsCampaignRow,
  AdsChangeEventRow,
} from './facts-repository';

export type AdsAccount = { customerId: string; loginCustomerId: string | null; timeZone: string };

type Row = Record<string, unknown>;
const field = (row: Row, resource: string, name: string): unknown =>
  (row[resource] as Row | undefined)?.[name];
const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value);
const num = (value: unknown): number => (value === undefined || value === null ? 0 : Number(value));

const METRICS =
  'metrics.cost_micros, metrics.clicks, metrics.impressions, metrics.conversions, metrics.conversions_value';

const metricsOf = (row: Row) => ({
  costMicros: num(field(row, 'metrics', 'costMicros')),
  clicks: num(field(row, 'metrics', 'clicks')),
  impressions: num(field(row, 'metrics', 'impressions')),
  conversions: num(field(row, 'metrics', 'conversions')),
  conversionValue: num(field(row, 'metrics', 'conversionsValue')),
});

/** Per campaign and per ad group per day of `range`: two `searchStream` requests. */
export const fetchAdsRange = async (
  client: AdsClient,
  account: AdsAccount,
  projectId: string,
  range: DateRange,
): Promise<{ campaigns: AdsCampaignDayRow[]; adGroups: AdsAdGroupDayRow[] }> => {
  const where = `WHERE segments.date BETWEEN '${range.from}' AND '${range.to}'`;
  const options = { customerId: account.customerId, loginCustomerId: account.loginCustomerId };
  const campaignRows = await searchStream(client, {
    ...options,
    query: `SELECT campaign.id, ${METRICS}, segments.date FROM campaign ${where}`,
  });
  const adGroupRows = await searchStream(client, {
    ...options,
    query: `SELECT ad_group.id, campaign.id, ${METRICS}, segments.date FROM ad_group ${where}`,
  });
  return {
    campaigns: campaignRows.map((row) => ({
      projectId,
      date: text(field(row, 'segments', 'date')),
      campaignId: text(field(row, 'campaign', 'id')),
      ...metricsOf(row),
    })),
    adGroups: adGroupRows.map((row) => ({
      projectId,
      date: text(field(row, 'segments', 'date')),
      campaignId: text(field(row, 'campaign', 'id')),
      adGroupId: text(field(row, 'adGroup', 'id')),
      ...metricsOf(row),
    })),
  };
};

/** The account's campaigns and ad groups with their current names and statuses. */
export const fetchAdsEntities = async (
  client: AdsClient,
  account: AdsAccount,
  projectId: string,
): Promise<{ campaigns: AdsCampaignRow[]; adGroups: AdsAdGroupRow[] }> => {
  const options = { customerId: account.customerId, loginCustomerId: account.loginCustomerId };
  const campaignRows = await searchStream(client, {
    ...options,
    query:
      'SELECT campaign.id, campaign.name, campaign.status, campaign.advertising_channel_type FROM campaign',
  });
  const adGroupRows = await searchStream(client, {
    ...options,
    query: 'SELECT ad_group.id, ad_group.name, ad_group.status, campaign.id FROM ad_group',
  });
  return {
    campaigns: campaignRows.map((row) => ({
      projectId,
      campaignId: text(field(row, 'campaign', 'id')),
      name: text(field(row, 'campaign', 'name')),
      status: text(field(row, 'campaign', 'status')),
      channelType: text(field(row, 'campaign', 'advertisingChannelType')) || null,
    })),
    adGroups: adGroupRows.map((row) => ({
      projectId,
      adGroupId: text(field(row, 'adGroup', 'id')),
      campaignId: text(field(row, 'campaign', 'id')),
      name: text(field(row, 'adGroup', 'name')),
      status: text(field(row, 'adGroup', 'status')),
    })),
  };
};

const BID_FIELDS = /cpc|cpm|cpa|roas|bid/i;

/** What a change did, in the timeline's words: paused, enabled, removed, budget or bid changed. */
export const classifyChange = (
  resourceType: string,
  changedFields: string,
  newResource: Row | null,
): AdsChangeEventRow['change'] => {
  if (resourceType === 'CAMPAIGN_BUDGET' && /amountMicros/.test(changedFields)) {
    return 'budget_changed';
  }
  if (resourceType === 'CAMPAIGN' && /\bstatus\b/.test(changedFields)) {
    const status = text(field(newResource ?? {}, 'campaign', 'status'));
    if (status === 'PAUSED') return 'paused';
    if (status === 'ENABLED') return 'enabled';
    if (status === 'REMOVED') return 'removed';
  }
  if (BID_FIELDS.test(changedFields)) return 'bid_changed';
  return 'other';
};

/** `2026-11-18 16:26:47.000000` in the account's time zone → the instant. */
export const accountTimeToInstant = (local: string, timeZone: string): Date => {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(local);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(new TZDate(y!, mo! - 1, d!, h!, mi!, s!, timeZone).getTime());
};

/** Campaign changes of the last 30 days (all Google keeps). */
export const fetchChangeEvents = async (
  client: AdsClient,
  account: AdsAccount,
  projectId: string,
): Promise<AdsChangeEventRow[]> => {
  const rows = await searchStream(client, {
    customerId: account.customerId,
    loginCustomerId: account.loginCustomerId,
    query:
      'SELECT change_event.resource_name, change_event.change_date_time, ' +
      'change_event.change_resource_type, change_event.changed_fields, change_event.old_resource, ' +
      'change_event.new_resource, campaign.id, campaign.name FROM change_event ' +
      'WHERE change_event.change_date_time DURING LAST_30_DAYS ' +
      'ORDER BY change_event.change_date_time DESC LIMIT 10000',
  });
  return rows.map((row) => {
    const resourceType = text(field(row, 'changeEvent', 'changeResourceType'));
    const changedFields = text(field(row, 'changeEvent', 'changedFields'));
    const newResource = (field(row, 'changeEvent', 'newResource') as Row | undefined) ?? null;
    const oldResource = (field(row, 'changeEvent', 'oldResource') as Row | undefined) ?? null;
    return {
      projectId,
      resourceName: text(field(row, 'changeEvent', 'resourceName')),
      changedAt: accountTimeToInstant(
        text(field(row, 'changeEvent', 'changeDateTime')),
        account.timeZone,
      ),
      campaignId: text(field(row, 'campaign', 'id')) || null,
      campaignName: text(field(row, 'campaign', 'name')) || null,
      resourceType,
      change: classifyChange(resourceType, changedFields, newResource),
      changedFields,
      oldValue: oldResource,
      newValue: newResource,
    };
  });
};
