import { M } from '../../synthetic/metrics';
import { DEVICE_NAMES } from '../../synthetic/profiles';
import { datePartsOf } from './date-parts';
import type { Profile } from '../../synthetic/profiles';
import { LEVEL, pagePathsOf } from '../../synthetic/split';
import type { Cell } from '../../synthetic/split';
import type { GaProperty } from '../../synthetic/types';

/**
 * Slots of the aggregation vector: the stored facts, an explicit event count, and the
 * distinct users and active users of the row over its days (set when the row is complete).
 */
export const EVENT_COUNT_SLOT = 13;
export const DISTINCT_USERS_SLOT = 14;
export const DISTINCT_ACTIVE_USERS_SLOT = 15;
export const AGG_SLOTS = 16;

export const eventCountOf = (m: Float64Array): number =>
  (m[M.screenPageViews] ?? 0) +
  (m[M.sessions] ?? 0) +
  (m[M.newUsers] ?? 0) +
  (m[M.engagedSessions] ?? 0) +
  (m[M.keyEventsPrimary] ?? 0) +
  (m[M.keyEventsSecondary] ?? 0) +
  (m[M.scrollEvents] ?? 0) +
  (m[M.clickEvents] ?? 0) +
  (m[M.thirdEvents] ?? 0);

export const eventNamesOf = (profile: Profile): string[] => [
  'page_view',
  'session_start',
  'first_visit',
  'user_engagement',
  profile.keyEventNames[0],
  profile.keyEventNames[1],
  'scroll',
  'click',
  profile.thirdEventName,
];

/**
 * The facts of one event of a cell. Session-scoped metrics are attributed to
 * session_start and page views to page_view, so the event rows of a cell add up to it.
 */
export const eventSlice = (m: Float64Array, event: number, out: Float64Array): Float64Array => {
  out.fill(0);
  const copy = (slot: number): void => {
    out[slot] = m[slot] ?? 0;
  };
  let count: number;
  switch (event) {
    case 0:
      copy(M.screenPageViews);
      count = m[M.screenPageViews] ?? 0;
      break;
    case 1:
      for (const slot of [
        M.sessions,
        M.engagedSessions,
        M.totalUsers,
        M.newUsers,
        M.activeReturning,
        M.sessionDurationSeconds,
      ])
        copy(slot);
      count = m[M.sessions] ?? 0;
      break;
    case 2:
      count = m[M.newUsers] ?? 0;
      break;
    case 3:
      count = m[M.engagedSessions] ?? 0;
      break;
    case 4:
      copy(M.keyEventsPrimary);
      copy(M.revenueMinor);
      count = m[M.keyEventsPrimary] ?? 0;
      break;
    case 5:
      copy(M.keyEventsSecondary);
      count = m[M.keyEventsSecondary] ?? 0;
      break;
    case 6:
      count = m[M.scrollEvents] ?? 0;
      break;
    case 7:
      count = m[M.clickEvents] ?? 0;
      break;
    default:
      count = m[M.thirdEvents] ?? 0;
  }
  out[EVENT_COUNT_SLOT] = count;
  return out;
};

export type DimensionContext = {
  property: GaProperty;
  profile: Profile;
  pages: readonly string[];
  events: readonly string[];
  cell: Cell;
  ymd: string;
  rangeName: string;
  event: number;
};

export type DimensionDef = { level: number; value: (c: DimensionContext) => string };

export const DIMENSIONS: Record<string, DimensionDef> = {
  date: { level: LEVEL.base, value: (c) => c.ymd },
  yearMonth: { level: LEVEL.base, value: (c) => c.ymd.slice(0, 6) },
  year: { level: LEVEL.base, value: (c) => datePartsOf(c.ymd).year },
  month: { level: LEVEL.base, value: (c) => datePartsOf(c.ymd).month },
  week: { level: LEVEL.base, value: (c) => datePartsOf(c.ymd).week },
  yearWeek: { level: LEVEL.base, value: (c) => datePartsOf(c.ymd).yearWeek },
  isoWeek: { level: LEVEL.base, value: (c) => datePartsOf(c.ymd).isoWeek },
  isoYearIsoWeek: { level: LEVEL.base, value: (c) => datePartsOf(c.ymd).isoYearIsoWeek },
  dateRange: { level: LEVEL.base, value: (c) => c.rangeName },
  sessionDefaultChannelGroup: {
    level: LEVEL.base,
    value: (c) => c.profile.rows[c.cell.sm]?.channel ?? '(not set)',
  },
  sessionSource: {
    level: LEVEL.base,
    value: (c) => c.profile.rows[c.cell.sm]?.source ?? '(not set)',
  },
  sessionMedium: {
    level: LEVEL.base,
    value: (c) => c.profile.rows[c.cell.sm]?.medium ?? '(not set)',
  },
  sessionSourceMedium: {
    level: LEVEL.base,
    value: (c) => {
      const row = c.profile.rows[c.cell.sm];
      return row ? `${row.source} / ${row.medium}` : '(not set)';
    },
  },
  deviceCategory: { level: LEVEL.device, value: (c) => DEVICE_NAMES[c.cell.dev] ?? '(not set)' },
  country: {
    level: LEVEL.country,
    value: (c) => c.property.countryWeights[c.cell.cty]?.[0] ?? '(not set)',
  },
  landingPage: {
    level: LEVEL.landingPage,
    value: (c) => c.profile.landingPages[c.cell.lp] ?? '(not set)',
  },
  pagePath: { level: LEVEL.pagePath, value: (c) => c.pages[c.cell.pg] ?? '(not set)' },
  eventName: { level: LEVEL.base, value: (c) => c.events[c.event] ?? '(not set)' },
};

export type MetricType = 'TYPE_INTEGER' | 'TYPE_FLOAT' | 'TYPE_SECONDS' | 'TYPE_CURRENCY';

export type MetricDef = { type: MetricType; compute: (a: Float64Array) => number };

const at = (a: Float64Array, slot: number): number => a[slot] ?? 0;
const ratio = (num: number, den: number): number => (den > 0 ? num / den : 0);

export const METRICS: Record<string, MetricDef> = {
  sessions: { type: 'TYPE_INTEGER', compute: (a) => at(a, M.sessions) },
  engagedSessions: { type: 'TYPE_INTEGER', compute: (a) => at(a, M.engagedSessions) },
  totalUsers: { type: 'TYPE_INTEGER', compute: (a) => at(a, DISTINCT_USERS_SLOT) },
  newUsers: { type: 'TYPE_INTEGER', compute: (a) => at(a, M.newUsers) },
  activeUsers: { type: 'TYPE_INTEGER', compute: (a) => at(a, DISTINCT_ACTIVE_USERS_SLOT) },
  screenPageViews: { type: 'TYPE_INTEGER', compute: (a) => at(a, M.screenPageViews) },
  eventCount: { type: 'TYPE_INTEGER', compute: (a) => at(a, EVENT_COUNT_SLOT) },
  keyEvents: {
    type: 'TYPE_INTEGER',
    compute: (a) => at(a, M.keyEventsPrimary) + at(a, M.keyEventsSecondary),
  },
  totalRevenue: { type: 'TYPE_CURRENCY', compute: (a) => at(a, M.revenueMinor) / 100 },
  engagementRate: {
    type: 'TYPE_FLOAT',
    compute: (a) => ratio(at(a, M.engagedSessions), at(a, M.sessions)),
  },
  bounceRate: {
    type: 'TYPE_FLOAT',
    compute: (a) =>
      at(a, M.sessions) > 0 ? 1 - ratio(at(a, M.engagedSessions), at(a, M.sessions)) : 0,
  },
  averageSessionDuration: {
    type: 'TYPE_SECONDS',
    compute: (a) => ratio(at(a, M.sessionDurationSeconds), at(a, M.sessions)),
  },
  screenPageViewsPerSession: {
    type: 'TYPE_FLOAT',
    compute: (a) => ratio(at(a, M.screenPageViews), at(a, M.sessions)),
  },
};

export const formatMetric = (type: MetricType, value: number): string => {
  if (type === 'TYPE_INTEGER') return String(Math.round(value));
  if (type === 'TYPE_CURRENCY') return String(Math.round(value * 100) / 100);
  return String(value);
};

export const pagesFor = (profile: Profile): readonly string[] => pagePathsOf(profile);
