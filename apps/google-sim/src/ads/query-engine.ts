import { emptyAdsMetrics } from '../synthetic/ads-facts';
import type { AdsMetrics } from '../synthetic/ads-facts';
import { campaignStateOn, campaignStartDay } from '../synthetic/campaign-schedule';
import { findCustomer } from '../synthetic/demo-accounts';
import type { AdsCustomer } from '../synthetic/types';
import type { SimWorld } from '../synthetic/world';
import { AdsError, queryError } from './ads-errors';
import type { AdsRow } from './ads-row';
import { runChangeEventQuery } from './change-event-query';
import { dayRangeOf } from './date-filter';
import { FIELDS, SELECTABLE } from './gaql-fields';
import type { GaqlQuery } from './gaql-parser';
import { checkEnumValues, fieldMaskOf, matchesCondition, projectRow, sortRows } from './row-filter';

export type QueryResult = { results: Array<Record<string, unknown>>; fieldMask: string };

const validateFields = (query: GaqlQuery): void => {
  const allowed = SELECTABLE[query.from];
  if (!allowed) {
    throw queryError(
      'BAD_RESOURCE_TYPE_IN_FROM_CLAUSE',
      `Error in query: invalid resource name '${query.from}' in FROM clause.`,
      query.from,
    );
  }
  const check = (field: string, clause: 'SELECT' | 'WHERE' | 'ORDER_BY'): void => {
    const def = FIELDS[field];
    if (!def)
      throw queryError('UNRECOGNIZED_FIELD', `Unrecognized field in the query: '${field}'.`, field);
    if (!allowed.includes(def.resource)) {
      const code =
        clause === 'SELECT'
          ? 'PROHIBITED_RESOURCE_TYPE_IN_SELECT_CLAUSE'
          : clause === 'WHERE'
            ? 'PROHIBITED_RESOURCE_TYPE_IN_WHERE_CLAUSE'
            : 'PROHIBITED_FIELD_IN_ORDER_BY_CLAUSE';
      throw queryError(
        code,
        `The following field cannot be used given the resource in the FROM clause: '${field}'.`,
        field,
      );
    }
  };
  query.select.forEach((f) => check(f, 'SELECT'));
  query.where.forEach((c) => check(c.field, 'WHERE'));
  query.orderBy.forEach((o) => check(o.field, 'ORDER_BY'));
  const duplicate = query.select.find((f, i) => query.select.indexOf(f) !== i);
  if (duplicate)
    throw queryError(
      'DUPLICATE_FIELDS_IN_SELECT_CLAUSE',
      `Duplicate field in the SELECT clause: '${duplicate}'.`,
      duplicate,
    );
  checkEnumValues(query.where);
};

const add = (target: AdsMetrics, source: AdsMetrics): void => {
  target.impressions += source.impressions;
  target.clicks += source.clicks;
  target.costMicros += source.costMicros;
  target.conversions += source.conversions;
  target.conversionsValueMinor += source.conversionsValueMinor;
};

/** Rows of a performance query (customer, campaign, ad_group), aggregated over the days. */
const performanceRows = (
  world: SimWorld,
  customer: AdsCustomer,
  query: GaqlQuery,
  today: number,
): AdsRow[] => {
  const used = [
    ...query.select,
    ...query.where.map((c) => c.field),
    ...query.orderBy.map((o) => o.field),
  ];
  const withMetrics = used.some((f) => f.startsWith('metrics.'));
  const byDate = query.select.includes('segments.date');
  const dateRange = dayRangeOf(query.where, 'segments.date', today);
  if (byDate && !dateRange) {
    throw queryError(
      'EXPECTED_FILTERS_ON_DATE_RANGE',
      'Error in query: segments.date is selected, so the query must filter on a finite segments.date range.',
    );
  }
  if (withMetrics && customer.manager) {
    throw new AdsError('INVALID_ARGUMENT', [
      {
        errorCode: { queryError: 'REQUESTED_METRICS_FOR_MANAGER' },
        message:
          'Metrics cannot be requested for a manager account. To retrieve metrics, issue separate requests against each client account under the manager account.',
      },
    ]);
  }
  const campaigns = customer.campaigns.filter((c) => campaignStartDay(c) <= today);
  const state = (id: string) => {
    const campaign = campaigns.find((c) => c.id === id);
    return campaign ? campaignStateOn({ seed: world.seed, campaign, day: today }) : undefined;
  };
  const skeleton: AdsRow[] =
    query.from === 'customer'
      ? [{ customer }]
      : query.from === 'campaign'
        ? campaigns.map((campaign) => ({ customer, campaign, campaignState: state(campaign.id) }))
        : campaigns.flatMap((campaign) =>
            campaign.adGroups.map((adGroup) => ({
              customer,
              campaign,
              adGroup,
              campaignState: state(campaign.id),
            })),
          );
  if (!withMetrics && !byDate) return skeleton;

  const earliest = Math.min(today, ...customer.campaigns.map(campaignStartDay));
  const from = Math.max(dateRange?.from ?? earliest, earliest);
  const to = Math.min(dateRange?.to ?? today, today);
  const rows = new Map<string, AdsRow & { metrics: AdsMetrics }>();
  for (let day = from; day <= to; day += 1) {
    for (const campaignDay of world.adsDay(customer, day)) {
      const parts: Array<{ base: AdsRow; metrics: AdsMetrics; key: string }> =
        query.from === 'customer'
          ? [{ base: skeleton[0] ?? { customer }, metrics: campaignDay, key: 'c' }]
          : query.from === 'campaign'
            ? skeleton
                .filter((r) => r.campaign?.id === campaignDay.campaign.id)
                .map((base) => ({ base, metrics: campaignDay, key: campaignDay.campaign.id }))
            : skeleton
                .filter((r) => r.campaign?.id === campaignDay.campaign.id)
                .map((base, i) => ({
                  base,
                  metrics: campaignDay.adGroups[i] ?? emptyAdsMetrics(),
                  key: base.adGroup?.id ?? '',
                }));
      for (const part of parts) {
        const key = byDate ? `${part.key}|${day}` : part.key;
        let row = rows.get(key);
        if (!row) {
          row = { ...part.base, metrics: emptyAdsMetrics(), ...(byDate ? { day } : {}) };
          rows.set(key, row);
        }
        add(row.metrics, part.metrics);
      }
    }
  }
  // Like the API, rows without any impressions are not returned when metrics are involved.
  return [...rows.values()].filter((r) => r.metrics.impressions > 0 || r.metrics.costMicros > 0);
};

const customerClientRows = (customer: AdsCustomer): AdsRow[] => [
  { customer, client: customer, clientLevel: 0 },
  ...customer.clientIds.flatMap((id) => {
    const client = findCustomer(id);
    return client ? [{ customer, client, clientLevel: 1 }] : [];
  }),
];

/** Runs a parsed GAQL query against one customer. */
export const executeQuery = (
  world: SimWorld,
  customer: AdsCustomer,
  query: GaqlQuery,
): QueryResult => {
  validateFields(query);
  const today = world.today(customer.timeZone).day;
  let rows: AdsRow[];
  let conditions = query.where;
  if (query.from === 'change_event') {
    rows = runChangeEventQuery(world, customer, query);
    conditions = query.where.filter((c) => c.field !== 'change_event.change_date_time');
  } else if (query.from === 'customer_client') {
    rows = customerClientRows(customer);
  } else {
    rows = performanceRows(world, customer, query, today);
    conditions = query.where.filter((c) => c.field !== 'segments.date');
  }
  rows = rows.filter((row) => conditions.every((c) => matchesCondition(row, c)));
  sortRows(rows, query.orderBy);
  if (query.limit !== null) rows = rows.slice(0, query.limit);
  return {
    results: rows.map((row) => projectRow(row, query.select)),
    fieldMask: fieldMaskOf(query.select),
  };
};
