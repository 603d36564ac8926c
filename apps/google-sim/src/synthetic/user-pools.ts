import { findCustomer } from './demo-accounts';
import { CHANNEL_RATES, PROFILES, SESSIONS_PER_CLICK } from './profiles';
import type { GaProperty } from './types';

/**
 * Returning visitors come from pools of people who visited before. A property has one pool per
 * source/medium row (people who keep coming back the same way: the newsletter's readers, the
 * brand searchers) and one pool shared by all rows (people who come back through any channel).
 * Each pool holds about POOL_DAYS days' worth of the row's typical returning users, so the
 * share of a range's returning visits that are repeat visitors grows with the range.
 */
export const POOL_DAYS = 30;
/** Share of returning users drawn from the pool shared by all rows. */
export const SHARED_POOL_SHARE = 0.3;
/** The traffic the pools are sized for: two years of the property's growth. */
const POOL_GROWTH_YEARS = 2;
/** Ads spend is ~92 % of the budget on an ordinary day. */
const TYPICAL_BUDGET_USE = 0.92;
/** A row that has no typical traffic still gets a small pool. */
const MIN_TYPICAL_RETURNING = 1;

export type UserPools = {
  /** Per source/medium row: POOL_DAYS × its typical returning users a day. */
  rowPool: Float64Array;
  /** POOL_DAYS × the property's typical returning users a day. */
  sharedPool: number;
};

/** Typical returning users a day of each source/medium row (a constant of the property). */
const typicalReturning = (property: GaProperty): number[] => {
  const profile = PROFILES[property.kind];
  const growth = Math.pow(1 + property.growthPerYear, POOL_GROWTH_YEARS);
  const customer = property.adsCustomerId ? findCustomer(property.adsCustomerId) : undefined;
  return profile.rows.map((row) => {
    const rates = CHANNEL_RATES[row.kind];
    let sessions = property.baseSessions * row.share * growth;
    if (row.adsType) {
      const type = row.adsType;
      const clicks = (customer?.campaigns ?? [])
        .filter((c) => c.type === type)
        .reduce((sum, c) => sum + (c.budgetMicros / c.cpcMicros) * TYPICAL_BUDGET_USE, 0);
      sessions = clicks * SESSIONS_PER_CLICK[type];
    }
    const returning = sessions * rates.usersPerSession * (1 - rates.newPerUser);
    return Math.max(MIN_TYPICAL_RETURNING, returning);
  });
};

const cache = new Map<string, UserPools>();

export const userPoolsOf = (property: GaProperty): UserPools => {
  let pools = cache.get(property.id);
  if (!pools) {
    const typical = typicalReturning(property);
    pools = {
      rowPool: Float64Array.from(typical, (t) => POOL_DAYS * t),
      sharedPool: POOL_DAYS * typical.reduce((a, b) => a + b, 0),
    };
    cache.set(property.id, pools);
  }
  return pools;
};
