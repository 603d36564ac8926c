// Google Ads' metric names and campaign statuses without their schemas (no zod), for screens that
// list them; `ads-metrics.ts` re-exports them.

/**
 * Every Google Ads number a dashboard shows, in the account's currency. Derived ones come from sums
 * over the whole range: ctr = clicks / impressions, cpc = cost / clicks, cpa = cost / conversions,
 * roas = conversionValue / cost (null where the denominator is 0).
 */
export const ADS_METRICS = [
  'cost',
  'clicks',
  'impressions',
  'ctr',
  'cpc',
  'conversions',
  'cpa',
  'conversionValue',
  'roas',
] as const;

/** Google's campaign states; UNKNOWN for a campaign seen in the data but not in the account list. */
export const CAMPAIGN_STATUSES = ['ENABLED', 'PAUSED', 'REMOVED', 'UNKNOWN'] as const;
