// GA4's breakdowns and metric names without their schemas (no zod), for screens that list them;
// `analytics-metrics.ts` re-exports them.

/** The breakdowns Kampa keeps per day (their counts add up to the day's totals). */
export const ANALYTICS_DIMENSIONS = [
  'channel',
  'sourceMedium',
  'landingPage',
  'device',
  'country',
] as const;

/** Counts that add up across days and breakdown rows. */
export const ANALYTICS_SUM_METRICS = [
  'sessions',
  'engagedSessions',
  'screenPageViews',
  'keyEvents',
  'totalRevenue',
] as const;

/**
 * Every GA4 number a dashboard shows. Rates come from sums over the whole range, never from
 * averaging daily rates: engagementRate = engagedSessions / sessions, conversionRate = keyEvents /
 * sessions (null where sessions are 0). Users are distinct counts (see `usersAccuracy`).
 */
export const ANALYTICS_METRICS = [
  'sessions',
  'totalUsers',
  'newUsers',
  'screenPageViews',
  'engagedSessions',
  'engagementRate',
  'keyEvents',
  'conversionRate',
  'totalRevenue',
] as const;
