import { ymdFromDay } from '../../synthetic/calendar';
import { PROFILES } from '../../synthetic/profiles';
import type { GaProperty } from '../../synthetic/types';
import type { SimWorld } from '../../synthetic/world';
import { googleHttpError } from '../../http/google-error';
import { M } from '../../synthetic/metrics';
import { userPoolsOf } from '../../synthetic/user-pools';
import {
  AGG_SLOTS,
  DIMENSIONS,
  DISTINCT_ACTIVE_USERS_SLOT,
  DISTINCT_USERS_SLOT,
  EVENT_COUNT_SLOT,
  METRICS,
  eventCountOf,
  eventNamesOf,
  eventSlice,
  pagesFor,
} from './catalog';
import type { DimensionContext } from './catalog';
import { resolveDateRanges } from './date-ranges';
import type { ResolvedRange } from './date-ranges';
import { DistinctUsers } from './distinct-users';
import type { UserTally } from './distinct-users';
import { filterFields, matchesFilter } from './filters';
import { buildReportResponse } from './report-output';
import type { RunReportResponse } from './report-output';
import type { FilterExpression, RunReportRequest } from './request-schema';

const SCHEMA_LINK =
  'For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema ';

const checkNames = (request: RunReportRequest): { dimensions: string[]; metrics: string[] } => {
  const dimensions = (request.dimensions ?? []).map((d) => d.name);
  const metrics = (request.metrics ?? []).map((m) => m.name);
  for (const name of dimensions) {
    if (!DIMENSIONS[name])
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Field ${name} is not a valid dimension. ${SCHEMA_LINK}`,
      );
  }
  for (const name of metrics) {
    if (!METRICS[name])
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Field ${name} is not a valid metric. ${SCHEMA_LINK}`,
      );
  }
  const duplicate = [...dimensions, ...metrics].find((n, i, all) => all.indexOf(n) !== i);
  if (duplicate)
    throw googleHttpError('INVALID_ARGUMENT', `Duplicate name in request: ${duplicate}.`);
  if (dimensions.length > 9)
    throw googleHttpError('INVALID_ARGUMENT', 'Requests are limited to 9 dimensions.');
  if (metrics.length > 10)
    throw googleHttpError('INVALID_ARGUMENT', 'Requests are limited to 10 metrics.');
  if (dimensions.length === 0 && metrics.length === 0) {
    throw googleHttpError('INVALID_ARGUMENT', 'Must specify at least one dimension or metric.');
  }
  for (const field of filterFields(request.dimensionFilter)) {
    if (!DIMENSIONS[field]) {
      throw googleHttpError(
        'INVALID_ARGUMENT',
        `Field ${field} is not a valid dimension. ${SCHEMA_LINK}`,
      );
    }
  }
  checkRegexps(request.dimensionFilter);
  return { dimensions, metrics };
};

const checkRegexps = (expression: FilterExpression | undefined): void => {
  if (!expression) return;
  for (const e of [
    ...(expression.andGroup?.expressions ?? []),
    ...(expression.orGroup?.expressions ?? []),
    ...(expression.notExpression ? [expression.notExpression] : []),
  ]) {
    checkRegexps(e);
  }
  const f = expression.filter?.stringFilter;
  if (f && (f.matchType === 'FULL_REGEXP' || f.matchType === 'PARTIAL_REGEXP')) {
    try {
      new RegExp(f.value);
    } catch {
      throw googleHttpError('INVALID_ARGUMENT', `Invalid regular expression: ${f.value}`);
    }
  }
};

/** A row of the report, or the totals row of a date range. */
export type Group = { values: string[]; acc: Float64Array; range: string; users: UserTally };

type Aggregated = { groups: Group[]; totals: Map<string, Float64Array> };

/** Adds a cell's (or event slice's) facts to a row. */
const addFacts = (acc: Float64Array, values: Float64Array, withEventCount: boolean): void => {
  const slots = withEventCount ? EVENT_COUNT_SLOT + 1 : EVENT_COUNT_SLOT;
  for (let s = 0; s < slots; s += 1) acc[s] = (acc[s] ?? 0) + (values[s] ?? 0);
  if (!withEventCount) acc[EVENT_COUNT_SLOT] = (acc[EVENT_COUNT_SLOT] ?? 0) + eventCountOf(values);
};

/** Sets the distinct users and active users of a complete row. */
const finishUsers = (group: Group, distinct: DistinctUsers): void => {
  const { acc } = group;
  const repeats = distinct.repeats(group.users);
  acc[DISTINCT_USERS_SLOT] = (acc[M.totalUsers] ?? 0) - repeats.users;
  acc[DISTINCT_ACTIVE_USERS_SLOT] =
    (acc[M.newUsers] ?? 0) + (acc[M.activeReturning] ?? 0) - repeats.activeUsers;
};

/**
 * Aggregates the property's cells over the date ranges into groups keyed by dimension values
 * (and, with `withTotals`, one totals group per date range, counted over the same cells).
 */
const aggregate = (
  world: SimWorld,
  property: GaProperty,
  ranges: readonly ResolvedRange[],
  dimensions: readonly string[],
  filter: FilterExpression | undefined,
  withTotals: boolean,
): Aggregated => {
  const profile = PROFILES[property.kind];
  const distinct = new DistinctUsers(userPoolsOf(property), profile.rows.length);
  const filterNames = filterFields(filter);
  const level = Math.max(
    0,
    ...[...dimensions, ...filterNames].map((d) => DIMENSIONS[d]?.level ?? 0),
  );
  const expandEvents = dimensions.includes('eventName') || filterNames.includes('eventName');
  const events = eventNamesOf(profile);
  const getters = dimensions.map((d) => DIMENSIONS[d]?.value ?? (() => ''));
  const groups = new Map<string, Group>();
  const totals = new Map<string, Group>();
  const newGroup = (values: string[], range: string): Group => ({
    values,
    acc: new Float64Array(AGG_SLOTS),
    range,
    users: distinct.tally(),
  });
  const slice = new Float64Array(AGG_SLOTS);
  const startDay = world.startDay(property);
  const today = world.today(property.timeZone).day;
  const context: DimensionContext = {
    property,
    profile,
    pages: pagesFor(profile),
    events,
    cell: { sm: 0, dev: -1, cty: -1, lp: -1, pg: -1, m: slice },
    ymd: '',
    rangeName: '',
    event: -1,
  };
  const valueOf = (name: string): string => DIMENSIONS[name]?.value(context) ?? '';

  const scratch = new Array<string>(getters.length);
  let total: Group | undefined;
  const add = (values: Float64Array, withEventCount: boolean): void => {
    if (filter && !matchesFilter(filter, valueOf)) return;
    let key = context.rangeName;
    for (let i = 0; i < getters.length; i += 1) {
      const v = getters[i]?.(context) ?? '';
      scratch[i] = v;
      key += `\u0001${v}`;
    }
    let group = groups.get(key);
    if (!group) {
      group = newGroup(scratch.slice(), context.rangeName);
      groups.set(key, group);
    }
    addFacts(group.acc, values, withEventCount);
    if (total) addFacts(total.acc, values, withEventCount);
    const returning = (values[M.totalUsers] ?? 0) - (values[M.newUsers] ?? 0);
    const activeReturning = values[M.activeReturning] ?? 0;
    if (returning > 0 || activeReturning > 0) {
      const row = context.cell.sm;
      distinct.add(group.users, row, returning, activeReturning);
      if (total) distinct.add(total.users, row, returning, activeReturning);
    }
  };

  for (const range of ranges) {
    context.rangeName = range.name;
    total = undefined;
    if (withTotals) {
      total = totals.get(range.name) ?? newGroup([], range.name);
      totals.set(range.name, total);
    }
    const from = Math.max(range.start, startDay);
    const to = Math.min(range.end, today);
    for (let day = from; day <= to; day += 1) {
      context.ymd = ymdFromDay(day);
      for (const cell of world.gaCells(property, day, level)) {
        context.cell = cell;
        if (!expandEvents) {
          context.event = -1;
          add(cell.m, false);
          continue;
        }
        for (let e = 0; e < events.length; e += 1) {
          eventSlice(cell.m, e, slice);
          if ((slice[EVENT_COUNT_SLOT] ?? 0) === 0) continue;
          context.event = e;
          add(slice, true);
        }
      }
      distinct.closeDay();
    }
  }
  const rows = [...groups.values()].filter((g) => g.acc.some((v) => v !== 0));
  for (const group of [...rows, ...totals.values()]) finishUsers(group, distinct);
  return {
    groups: rows,
    totals: new Map([...totals].map(([name, group]) => [name, group.acc])),
  };
};

export type ReportResult = {
  response: RunReportResponse;
  /** Days of all date ranges together, as requested (the token cost depends on it). */
  spanDays: number;
};

/** runReport for one property. Throws SimHttpError with Google's envelope on bad input. */
export const runReport = (
  world: SimWorld,
  property: GaProperty,
  request: RunReportRequest,
): ReportResult => {
  const names = checkNames(request);
  if (request.metricAggregations?.includes('COUNT')) {
    throw googleHttpError(
      'INVALID_ARGUMENT',
      'metricAggregations COUNT is not supported by the Kampa Google simulator.',
    );
  }
  const today = world.today(property.timeZone).day;
  const ranges = resolveDateRanges(request.dateRanges, today);
  const dimensions = [...names.dimensions];
  if (ranges.length > 1 && !dimensions.includes('dateRange')) dimensions.push('dateRange');
  const withTotals = request.metricAggregations?.includes('TOTAL') ?? false;
  const { groups, totals } = aggregate(
    world,
    property,
    ranges,
    dimensions,
    request.dimensionFilter,
    withTotals,
  );
  const response = buildReportResponse({
    property,
    request,
    dimensions,
    metrics: names.metrics,
    ranges,
    groups,
    totals,
  });
  return { response, spanDays: ranges.reduce((sum, r) => sum + r.end - r.start + 1, 0) };
};
