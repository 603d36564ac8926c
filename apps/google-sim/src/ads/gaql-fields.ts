import { isoFromDay } from '../synthetic/calendar';
import type { AdsRow } from './ads-row';

export type FieldKind = 'attribute' | 'metric' | 'segment';
export type FieldValue = string | number | boolean | Record<string, unknown> | undefined;

export type FieldDef = {
  resource: string;
  kind: FieldKind;
  /** int64 values travel as strings in REST JSON, doubles as numbers. */
  numeric: boolean;
  enumValues?: readonly string[];
  get: (row: AdsRow) => FieldValue;
};

const CAMPAIGN_STATUS = ['ENABLED', 'PAUSED', 'REMOVED'] as const;
const CHANNEL_TYPES = [
  'SEARCH',
  'SHOPPING',
  'PERFORMANCE_MAX',
  'DISPLAY',
  'VIDEO',
  'DEMAND_GEN',
] as const;

const attr = (
  resource: string,
  get: FieldDef['get'],
  numeric = false,
  enumValues?: readonly string[],
): FieldDef => ({
  resource,
  kind: 'attribute',
  numeric,
  get,
  ...(enumValues ? { enumValues } : {}),
});

const metric = (get: FieldDef['get']): FieldDef => ({
  resource: 'metrics',
  kind: 'metric',
  numeric: true,
  get,
});

const customerName = (row: AdsRow): string => `customers/${row.customer.id}`;
const campaignName = (row: AdsRow): string | undefined =>
  row.campaign ? `customers/${row.customer.id}/campaigns/${row.campaign.id}` : undefined;
const m = (row: AdsRow) =>
  row.metrics ?? {
    impressions: 0,
    clicks: 0,
    costMicros: 0,
    conversions: 0,
    conversionsValueMinor: 0,
  };

const biddingStrategy = (row: AdsRow): string | undefined => {
  const type = row.campaign?.type;
  if (!type) return undefined;
  if (type === 'SHOPPING' || type === 'PERFORMANCE_MAX')
    return row.campaign?.conversionValue ? 'MAXIMIZE_CONVERSION_VALUE' : 'MAXIMIZE_CONVERSIONS';
  return type === 'DISPLAY' ? 'MANUAL_CPC' : 'MAXIMIZE_CONVERSIONS';
};

export const FIELDS: Record<string, FieldDef> = {
  'customer.resource_name': attr('customer', customerName),
  'customer.id': attr('customer', (r) => r.customer.id, true),
  'customer.descriptive_name': attr('customer', (r) => r.customer.descriptiveName),
  'customer.currency_code': attr('customer', (r) => r.customer.currencyCode),
  'customer.time_zone': attr('customer', (r) => r.customer.timeZone),
  'customer.manager': attr('customer', (r) => r.customer.manager),
  'customer.test_account': attr('customer', () => false),
  'customer.status': attr('customer', () => 'ENABLED', false, [
    'ENABLED',
    'CANCELED',
    'SUSPENDED',
    'CLOSED',
  ]),

  'customer_client.resource_name': attr(
    'customer_client',
    (r) => `customers/${r.customer.id}/customerClients/${r.client?.id ?? ''}`,
  ),
  'customer_client.client_customer': attr('customer_client', (r) =>
    r.client ? `customers/${r.client.id}` : undefined,
  ),
  'customer_client.id': attr('customer_client', (r) => r.client?.id, true),
  'customer_client.descriptive_name': attr('customer_client', (r) => r.client?.descriptiveName),
  'customer_client.currency_code': attr('customer_client', (r) => r.client?.currencyCode),
  'customer_client.time_zone': attr('customer_client', (r) => r.client?.timeZone),
  'customer_client.manager': attr('customer_client', (r) => r.client?.manager),
  'customer_client.level': attr('customer_client', (r) => String(r.clientLevel ?? 0), true),
  'customer_client.hidden': attr('customer_client', () => false),
  'customer_client.test_account': attr('customer_client', () => false),
  'customer_client.status': attr('customer_client', () => 'ENABLED', false, [
    'ENABLED',
    'CANCELED',
    'SUSPENDED',
    'CLOSED',
  ]),

  'campaign.resource_name': attr('campaign', campaignName),
  'campaign.id': attr('campaign', (r) => r.campaign?.id, true),
  'campaign.name': attr('campaign', (r) => r.campaign?.name),
  'campaign.status': attr('campaign', (r) => r.campaignState?.status, false, CAMPAIGN_STATUS),
  'campaign.advertising_channel_type': attr(
    'campaign',
    (r) => r.campaign?.type,
    false,
    CHANNEL_TYPES,
  ),
  'campaign.bidding_strategy_type': attr('campaign', biddingStrategy),
  'campaign.start_date': attr('campaign', (r) => r.campaign?.startDate),
  'campaign.end_date': attr('campaign', (r) =>
    r.campaign?.schedule.kind === 'ended' ? r.campaign.schedule.endDate : '2037-12-30',
  ),
  'campaign.campaign_budget': attr('campaign', (r) =>
    r.campaign ? `customers/${r.customer.id}/campaignBudgets/${r.campaign.budgetId}` : undefined,
  ),

  'campaign_budget.resource_name': attr('campaign_budget', (r) =>
    r.campaign ? `customers/${r.customer.id}/campaignBudgets/${r.campaign.budgetId}` : undefined,
  ),
  'campaign_budget.id': attr('campaign_budget', (r) => r.campaign?.budgetId, true),
  'campaign_budget.name': attr('campaign_budget', (r) =>
    r.campaign ? `Budget – ${r.campaign.name}` : undefined,
  ),
  'campaign_budget.amount_micros': attr(
    'campaign_budget',
    (r) => (r.campaignState ? String(r.campaignState.budgetMicros) : undefined),
    true,
  ),
  'campaign_budget.delivery_method': attr('campaign_budget', () => 'STANDARD'),

  'ad_group.resource_name': attr('ad_group', (r) =>
    r.adGroup ? `customers/${r.customer.id}/adGroups/${r.adGroup.id}` : undefined,
  ),
  'ad_group.id': attr('ad_group', (r) => r.adGroup?.id, true),
  'ad_group.name': attr('ad_group', (r) => r.adGroup?.name),
  'ad_group.status': attr('ad_group', () => 'ENABLED', false, CAMPAIGN_STATUS),
  'ad_group.campaign': attr('ad_group', campaignName),
  'ad_group.type': attr('ad_group', (r) =>
    r.campaign?.type === 'SHOPPING'
      ? 'SHOPPING_PRODUCT_ADS'
      : r.campaign?.type === 'DISPLAY'
        ? 'DISPLAY_STANDARD'
        : 'SEARCH_STANDARD',
  ),

  'change_event.resource_name': attr('change_event', (r) => r.change?.resourceName),
  'change_event.change_date_time': attr('change_event', (r) => r.change?.changeDateTime),
  'change_event.change_resource_type': attr(
    'change_event',
    (r) => r.change?.changeResourceType,
    false,
    ['CAMPAIGN', 'CAMPAIGN_BUDGET', 'AD_GROUP', 'AD'],
  ),
  'change_event.change_resource_name': attr('change_event', (r) => r.change?.changeResourceName),
  'change_event.client_type': attr('change_event', (r) => r.change?.clientType),
  'change_event.user_email': attr('change_event', (r) => r.change?.userEmail),
  'change_event.old_resource': attr('change_event', (r) => r.change?.oldResource),
  'change_event.new_resource': attr('change_event', (r) => r.change?.newResource),
  'change_event.resource_change_operation': attr(
    'change_event',
    (r) => r.change?.resourceChangeOperation,
    false,
    ['CREATE', 'UPDATE', 'REMOVE'],
  ),
  'change_event.changed_fields': attr('change_event', (r) => r.change?.changedFields),
  'change_event.campaign': attr('change_event', (r) => r.change?.campaign),

  'metrics.impressions': metric((r) => String(m(r).impressions)),
  'metrics.clicks': metric((r) => String(m(r).clicks)),
  'metrics.cost_micros': metric((r) => String(m(r).costMicros)),
  'metrics.conversions': metric((r) => m(r).conversions),
  'metrics.conversions_value': metric((r) => m(r).conversionsValueMinor / 100),
  'metrics.ctr': metric((r) => (m(r).impressions > 0 ? m(r).clicks / m(r).impressions : 0)),
  'metrics.average_cpc': metric((r) => (m(r).clicks > 0 ? m(r).costMicros / m(r).clicks : 0)),
  'metrics.cost_per_conversion': metric((r) =>
    m(r).conversions > 0 ? m(r).costMicros / m(r).conversions : 0,
  ),

  'segments.date': {
    resource: 'segments',
    kind: 'segment',
    numeric: false,
    get: (r) => (r.day !== undefined ? isoFromDay(r.day) : undefined),
  },
};

/** Resources whose fields may be selected with each FROM resource. */
export const SELECTABLE: Record<string, readonly string[]> = {
  customer: ['customer', 'metrics', 'segments'],
  campaign: ['campaign', 'campaign_budget', 'customer', 'metrics', 'segments'],
  ad_group: ['ad_group', 'campaign', 'customer', 'metrics', 'segments'],
  customer_client: ['customer_client', 'customer'],
  change_event: ['change_event', 'campaign', 'customer'],
};

export const camel = (snake: string): string =>
  snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
