import type { CampaignDay } from './ads-facts';
import { demandFactor, isOutageDay, OUTAGE_FACTOR } from './demand';
import { M, METRIC_SLOTS } from './metrics';
import { CHANNEL_RATES, PROFILES, SESSIONS_PER_CLICK } from './profiles';
import { hashString, noise, roundStochastic } from './prng';
import type { GaProperty } from './types';

/** One source/medium row of a day: the coarsest grain, index into the profile's rows. */
export type BaseCell = { sm: number; m: Float64Array };

/** Returning users with an engaged visit; new users are all active (first_visit). */
const ACTIVE_RETURNING_RATE = 0.93;

type RowInput = { sessions: number; keyTotal: number | null; revenueMinor: number | null };

/**
 * One day of one GA property at source/medium grain. Non-paid rows follow demand,
 * trend and noise; the google/cpc rows are derived from the linked Ads account's
 * clicks (sessions), conversions (key events) and conversion value (revenue).
 */
export const generateGaDay = ({
  seed,
  property,
  startDay,
  day,
  fraction,
  adsDay,
}: {
  seed: number;
  property: GaProperty;
  /** The property's first day of data (its trend and outages count from it). */
  startDay: number;
  day: number;
  /** The share of the day that has passed (1 for a past day). */
  fraction: number;
  /** The linked Ads account's final day (its google/cpc rows follow it). */
  adsDay: readonly CampaignDay[];
}): BaseCell[] => {
  const profile = PROFILES[property.kind];
  const pid = hashString(property.id);
  const years = (day - startDay) / 365.25;
  const trend = Math.pow(1 + property.growthPerYear, years);
  const demand = demandFactor(property.kind, day);
  const outage = isOutageDay({ seed, entity: pid, startDay, day }) ? OUTAGE_FACTOR : 1;
  const aov = profile.averageOrderValue[property.currencyCode];

  return profile.rows.map((row, r) => {
    const m = new Float64Array(METRIC_SLOTS);
    let input: RowInput;
    if (row.adsType) {
      let clicks = 0;
      let conversions = 0;
      let value = 0;
      for (const c of adsDay) {
        if (c.campaign.type !== row.adsType) continue;
        clicks += c.clicks;
        conversions += c.conversions;
        value += c.conversionsValueMinor;
      }
      const ratio = SESSIONS_PER_CLICK[row.adsType] * noise(0.03, seed, pid, day, r, 1);
      input = {
        sessions: roundStochastic(clicks * ratio * outage, seed, pid, day, r, 2),
        keyTotal:
          outage === 1 ? conversions : roundStochastic(conversions * outage, seed, pid, day, r, 3),
        revenueMinor: Math.round(value * outage),
      };
    } else {
      const expected =
        property.baseSessions *
        row.share *
        trend *
        demand *
        fraction *
        outage *
        noise(0.09, seed, pid, day, r, 4);
      input = {
        sessions: roundStochastic(expected, seed, pid, day, r, 5),
        keyTotal: null,
        revenueMinor: null,
      };
    }
    const s = input.sessions;
    const rates = CHANNEL_RATES[row.kind];
    const rs = (value: number, k: number): number =>
      roundStochastic(value, seed, pid, day, r, 10 + k);
    m[M.sessions] = s;
    m[M.engagedSessions] = Math.min(
      s,
      rs(s * rates.engagementRate * noise(0.05, seed, pid, day, r, 30), 1),
    );
    const users = Math.min(
      s,
      rs(s * rates.usersPerSession * noise(0.03, seed, pid, day, r, 31), 2),
    );
    m[M.totalUsers] = users;
    m[M.newUsers] = Math.min(
      users,
      rs(users * rates.newPerUser * noise(0.05, seed, pid, day, r, 32), 3),
    );
    const returning = users - (m[M.newUsers] ?? 0);
    m[M.activeReturning] = Math.min(returning, rs(returning * ACTIVE_RETURNING_RATE, 4));
    const pageViews = rs(s * rates.pagesPerSession * noise(0.06, seed, pid, day, r, 33), 5);
    m[M.screenPageViews] = pageViews;
    m[M.sessionDurationSeconds] = rs(
      s * rates.durationSeconds * noise(0.1, seed, pid, day, r, 34),
      6,
    );
    const keyTotal =
      input.keyTotal ??
      rs(s * profile.keyEventRate * rates.conversion * noise(0.2, seed, pid, day, r, 35), 7);
    const secondary = Math.min(rs(keyTotal * profile.secondaryKeyEventShare, 8), keyTotal);
    const primary = keyTotal - secondary;
    m[M.keyEventsSecondary] = secondary;
    m[M.keyEventsPrimary] = primary;
    m[M.revenueMinor] =
      input.revenueMinor ?? Math.round(primary * aov * noise(0.15, seed, pid, day, r, 36) * 100);
    m[M.scrollEvents] = rs(pageViews * 0.46, 9);
    m[M.clickEvents] = rs(s * 0.62 * noise(0.1, seed, pid, day, r, 37), 10);
    m[M.thirdEvents] = rs(pageViews * 0.38, 11);
    return { sm: r, m };
  });
};
