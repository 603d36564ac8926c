import type { AdsRow } from './ads-row';
import { queryError } from './ads-errors';
import { camel, FIELDS } from './gaql-fields';
import type { FieldValue } from './gaql-fields';
import type { Condition, Ordering } from './gaql-parser';

const comparable = (value: FieldValue, numeric: boolean): string | number | undefined => {
  if (value === undefined || typeof value === 'object') return undefined;
  if (numeric) return Number(value);
  return String(value);
};

export const checkEnumValues = (conditions: readonly Condition[]): void => {
  for (const c of conditions) {
    const def = FIELDS[c.field];
    if (!def?.enumValues) continue;
    for (const value of c.values) {
      if (!def.enumValues.includes(value)) {
        throw queryError(
          'BAD_ENUM_CONSTANT',
          `Error in query: invalid enum constant '${value}' for field ${c.field}.`,
          value,
        );
      }
    }
  }
};

const likeToRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/%/g, '.*')
      .replace(/_/g, '.')}$`,
    'i',
  );

/** Whether a row satisfies a WHERE condition on an attribute or metric. */
export const matchesCondition = (row: AdsRow, c: Condition): boolean => {
  const def = FIELDS[c.field];
  if (!def) return false;
  const raw = def.get(row);
  if (c.op === 'IS NULL') return raw === undefined;
  if (c.op === 'IS NOT NULL') return raw !== undefined;
  const value = comparable(raw, def.numeric);
  if (value === undefined) return false;
  const values = c.values.map((v) => (def.numeric ? Number(v) : v));
  const first = values[0] ?? '';
  switch (c.op) {
    case '=':
      return value === first;
    case '!=':
      return value !== first;
    case 'IN':
      return values.includes(value);
    case 'NOT IN':
      return !values.includes(value);
    case 'LIKE':
      return likeToRegExp(String(first)).test(String(value));
    case 'NOT LIKE':
      return !likeToRegExp(String(first)).test(String(value));
    case '>':
      return value > first;
    case '>=':
      return value >= first;
    case '<':
      return value < first;
    case '<=':
      return value <= first;
    default:
      return true;
  }
};

export const sortRows = (rows: AdsRow[], orderBy: readonly Ordering[]): void => {
  if (orderBy.length === 0) return;
  rows.sort((a, b) => {
    for (const o of orderBy) {
      const def = FIELDS[o.field];
      if (!def) continue;
      const x = comparable(def.get(a), def.numeric) ?? '';
      const y = comparable(def.get(b), def.numeric) ?? '';
      if (x < y) return o.desc ? 1 : -1;
      if (x > y) return o.desc ? -1 : 1;
    }
    return 0;
  });
};

const RESOURCE_NAME_OF: Record<string, string> = {
  customer: 'customer.resource_name',
  campaign: 'campaign.resource_name',
  campaign_budget: 'campaign_budget.resource_name',
  ad_group: 'ad_group.resource_name',
  customer_client: 'customer_client.resource_name',
  change_event: 'change_event.resource_name',
};

/** A GoogleAdsRow in REST JSON: nested camelCase objects, resourceName always present. */
export const projectRow = (
  row: AdsRow,
  select: readonly string[],
): Record<string, Record<string, unknown>> => {
  const out: Record<string, Record<string, unknown>> = {};
  const put = (field: string): void => {
    const def = FIELDS[field];
    if (!def) return;
    const value = def.get(row);
    if (value === undefined) return;
    const [resource = '', name = ''] = field.split('.');
    const key = camel(resource);
    const target = (out[key] ??= {});
    target[camel(name)] = value;
  };
  for (const resource of new Set(select.map((f) => f.split('.')[0] ?? ''))) {
    const resourceName = RESOURCE_NAME_OF[resource];
    if (resourceName) put(resourceName);
  }
  for (const field of select) put(field);
  return out;
};

export const fieldMaskOf = (select: readonly string[]): string =>
  select
    .map((f) => {
      const [resource = '', name = ''] = f.split('.');
      return `${camel(resource)}.${camel(name)}`;
    })
    .join(',');
