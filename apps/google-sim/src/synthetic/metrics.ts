/**
 * Layout of the additive GA facts. Every stored metric is an integer count; rates
 * (engagementRate, averageSessionDuration …) are computed from summed parts, so any
 * breakdown sums exactly to its total. Users are a day's users (new + returning); a report
 * turns them into distinct users over its days (ga4/data-api/distinct-users).
 */
export const M = {
  sessions: 0,
  engagedSessions: 1,
  totalUsers: 2,
  newUsers: 3,
  /** Returning users with an engaged visit (every new user is active too). */
  activeReturning: 4,
  screenPageViews: 5,
  sessionDurationSeconds: 6,
  keyEventsPrimary: 7,
  keyEventsSecondary: 8,
  revenueMinor: 9,
  scrollEvents: 10,
  clickEvents: 11,
  thirdEvents: 12,
} as const;

export const METRIC_SLOTS = 13;

/** How each slot is split when a cell is broken down further. */
export type SplitRule =
  | { by: 'weights' }
  | { by: 'keyWeights' }
  | { by: 'slot'; slot: number }
  /** In proportion to the children's slot minus another slot (already split). */
  | { by: 'difference'; slot: number; minus: number };

export const SPLIT_RULES: readonly SplitRule[] = [
  { by: 'weights' },
  { by: 'slot', slot: M.sessions },
  { by: 'slot', slot: M.sessions },
  { by: 'slot', slot: M.totalUsers },
  { by: 'difference', slot: M.totalUsers, minus: M.newUsers },
  { by: 'slot', slot: M.sessions },
  { by: 'slot', slot: M.sessions },
  { by: 'keyWeights' },
  { by: 'keyWeights' },
  { by: 'slot', slot: M.keyEventsPrimary },
  { by: 'slot', slot: M.sessions },
  { by: 'slot', slot: M.sessions },
  { by: 'slot', slot: M.sessions },
];
