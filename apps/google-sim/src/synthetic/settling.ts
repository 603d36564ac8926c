import type { AdsMetrics } from './ads-facts';
import type { BaseCell } from './ga-facts';
import type { Today } from './world';

/**
 * Google's newest days are not final: GA4 keeps processing a day for about two days after it
 * ends, and Google Ads attributes late conversions to the day of the click for up to a week.
 * The simulator reports a share of each day's final facts that depends only on the day and the
 * clock, so a test can compute what Google says at any moment.
 */

/** GA4: the share reported while the day runs and right after it ended. */
export const GA_FIRST_SHARE = 0.85;
/** GA4: hours after a day ended when it is final. */
export const GA_SETTLING_HOURS = 48;

/** Ads: the share of a day's conversions reported while the day runs. */
export const ADS_FIRST_SHARE = 0.8;
/** Ads: the share reported a day after the day ended. */
export const ADS_SECOND_DAY_SHARE = 0.92;
/** Ads: hours after a day began when its conversions are final (7 days). */
export const ADS_SETTLING_HOURS = 7 * 24;

/** Hours from the start of `day` to the clock (negative for a future day). */
const hoursSinceStart = (today: Today, day: number): number =>
  (today.day - day + today.fraction) * 24;

/**
 * The share of a GA4 day's final facts reported at `today` (sessions, users, events, revenue
 * alike): 85 % while the day runs and when it ends, growing evenly to 100 % 48 hours after its
 * end. Today's facts are this share of the part of the day that has passed.
 */
export const gaSettledShare = (today: Today, day: number): number => {
  const sinceEnd = hoursSinceStart(today, day) - 24;
  if (sinceEnd >= GA_SETTLING_HOURS) return 1;
  if (sinceEnd <= 0) return GA_FIRST_SHARE;
  return GA_FIRST_SHARE + ((1 - GA_FIRST_SHARE) * sinceEnd) / GA_SETTLING_HOURS;
};

/**
 * The share of a Google Ads day's final conversions (and conversion value) reported at `today`:
 * 80 % until the day ends, 92 % a day later, all of them 7 days after the day began. Cost, clicks
 * and impressions are final at once.
 */
export const adsConversionShare = (today: Today, day: number): number => {
  const hours = hoursSinceStart(today, day);
  if (hours >= ADS_SETTLING_HOURS) return 1;
  if (hours <= 24) return ADS_FIRST_SHARE;
  if (hours <= 48)
    return ADS_FIRST_SHARE + ((ADS_SECOND_DAY_SHARE - ADS_FIRST_SHARE) * (hours - 24)) / 24;
  return (
    ADS_SECOND_DAY_SHARE + ((1 - ADS_SECOND_DAY_SHARE) * (hours - 48)) / (ADS_SETTLING_HOURS - 48)
  );
};

/**
 * Scales a GA4 property-day's facts (source/medium grain, before any split) in place. Rounding
 * down keeps every cell consistent (engaged ≤ sessions, new ≤ users, active returning ≤
 * returning), and every breakdown is split from these cells, so they still add up.
 */
export const settleGaCells = (cells: BaseCell[], share: number): BaseCell[] => {
  if (share >= 1) return cells;
  for (const cell of cells) {
    for (let slot = 0; slot < cell.m.length; slot++) {
      cell.m[slot] = Math.floor((cell.m[slot] ?? 0) * share);
    }
  }
  return cells;
};

/**
 * Scales a campaign-day's conversions in place (before the day is split into ad groups); the
 * conversion value keeps its value per conversion.
 */
export const settleAdsConversions = (metrics: AdsMetrics, share: number): void => {
  if (share >= 1 || metrics.conversions === 0) return;
  const conversions = Math.floor(metrics.conversions * share);
  metrics.conversionsValueMinor = Math.round(
    (metrics.conversionsValueMinor * conversions) / metrics.conversions,
  );
  metrics.conversions = conversions;
};
