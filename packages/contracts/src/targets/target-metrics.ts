// The metrics a monthly target may be set for, and how each is judged. Zod-free, so a screen reads
// them before any schema is loaded.

/**
 * The headline numbers a project may have a monthly target for: GA4's sessions, key events and
 * revenue, Google Ads' conversions, CPA (at most) and ROAS (at least). The numbers are the
 * overview's, for the month's days.
 */
export const TARGET_METRICS = [
  'sessions',
  'keyEvents',
  'totalRevenue',
  'conversions',
  'cpa',
  'roas',
] as const;
export type TTargetMetric = (typeof TARGET_METRICS)[number];

/** Which source a target's number comes from. */
export const TARGET_SOURCES: Record<TTargetMetric, 'analytics' | 'ads'> = {
  sessions: 'analytics',
  keyEvents: 'analytics',
  totalRevenue: 'analytics',
  conversions: 'ads',
  cpa: 'ads',
  roas: 'ads',
};

/** Totals grow with the days and are prorated; CPA and ROAS are ratios and are not. */
export const PRORATED_TARGET_METRICS: ReadonlySet<TTargetMetric> = new Set([
  'sessions',
  'keyEvents',
  'totalRevenue',
  'conversions',
]);

/** CPA is a target to stay under; every other one a target to reach. */
export const isAtMostTarget = (metric: TTargetMetric) => metric === 'cpa';
