import type { TUsersAccuracy } from '@kampa/contracts/dashboard/dashboard';

/** What the synced copy knows about a range's users (see the users repository). */
export type UserFacts = {
  rangeDays: number;
  /** Google's distinct users for exactly this range, when the sync stored it. */
  exact: { totalUsers: number; newUsers: number } | null;
  /** The range's stored days: how many, their summed and their largest daily users. */
  days: { count: number; sumUsers: number; sumNew: number; maxUsers: number; maxNew: number };
  /**
   * The stored range nearest in length (then in time) with every day stored: its distinct users
   * and the sum of its daily users, whose ratio scales this range's sum.
   */
  reference: {
    totalUsers: number;
    newUsers: number;
    sumUsers: number;
    sumNew: number;
  } | null;
};

export type RangeUsers = { totalUsers: number; newUsers: number; accuracy: TUsersAccuracy };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The sum scaled by distinct/sum of the reference, kept between the largest day and the sum. */
const scaled = (sum: number, max: number, distinct: number, referenceSum: number): number =>
  referenceSum > 0 ? clamp(Math.round((sum * distinct) / referenceSum), max, sum) : sum;

/**
 * A range's distinct users. Exact when Google's own count for the range is stored, or the range is
 * one day (a day's users are exact), or nothing is stored in it (0). Otherwise an estimate: the
 * daily users' sum times the reference range's ratio of distinct users to summed daily users,
 * never below the busiest day nor above the sum. Null when no reference exists: a bare sum of
 * daily users would count every returning visitor again each day.
 */
export const resolveUsers = (facts: UserFacts): RangeUsers | null => {
  if (facts.exact) return { ...facts.exact, accuracy: 'exact' };
  const { days } = facts;
  if (days.count === 0) return { totalUsers: 0, newUsers: 0, accuracy: 'exact' };
  if (facts.rangeDays === 1) {
    return { totalUsers: days.sumUsers, newUsers: days.sumNew, accuracy: 'exact' };
  }
  const reference = facts.reference;
  if (!reference || reference.sumUsers <= 0) return null;
  return {
    totalUsers: scaled(days.sumUsers, days.maxUsers, reference.totalUsers, reference.sumUsers),
    newUsers: scaled(days.sumNew, days.maxNew, reference.newUsers, reference.sumNew),
    accuracy: 'estimate',
  };
};
