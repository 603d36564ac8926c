import { describe, expect, it } from 'vitest';
import { resolveUsers, type UserFacts } from './users';

const facts = (overrides: Partial<UserFacts> = {}): UserFacts => ({
  rangeDays: 10,
  exact: null,
  days: { count: 10, sumUsers: 1_000, sumNew: 600, maxUsers: 150, maxNew: 90 },
  reference: { totalUsers: 1_400, newUsers: 1_000, sumUsers: 2_000, sumNew: 1_100 },
  ...overrides,
});

describe('users of a range', () => {
  it("takes Google's own count when the range is stored", () => {
    expect(resolveUsers(facts({ exact: { totalUsers: 777, newUsers: 555 } }))).toEqual({
      totalUsers: 777,
      newUsers: 555,
      accuracy: 'exact',
    });
  });

  it('is exact for one day and for a range with no stored day', () => {
    const day = { count: 1, sumUsers: 120, sumNew: 70, maxUsers: 120, maxNew: 70 };
    expect(resolveUsers(facts({ rangeDays: 1, days: day }))).toMatchObject({
      totalUsers: 120,
      accuracy: 'exact',
    });
    const none = { count: 0, sumUsers: 0, sumNew: 0, maxUsers: 0, maxNew: 0 };
    expect(resolveUsers(facts({ days: none }))).toMatchObject({ totalUsers: 0, accuracy: 'exact' });
  });

  it('otherwise estimates: the days summed, scaled by distinct/sum of the reference range', () => {
    expect(resolveUsers(facts())).toEqual({
      totalUsers: 700, // 1000 × 1400 / 2000
      newUsers: 545, // 600 × 1000 / 1100, rounded
      accuracy: 'estimate',
    });
  });

  it('keeps an estimate between the busiest day and the sum of days', () => {
    const tiny = { totalUsers: 10, newUsers: 10, sumUsers: 2_000, sumNew: 2_000 };
    expect(resolveUsers(facts({ reference: tiny }))).toMatchObject({
      totalUsers: 150,
      newUsers: 90,
    });
    const odd = { totalUsers: 5_000, newUsers: 5_000, sumUsers: 2_000, sumNew: 2_000 };
    expect(resolveUsers(facts({ reference: odd }))).toMatchObject({
      totalUsers: 1_000,
      newUsers: 600,
    });
  });

  it('never shows a bare sum of daily users: no reference, no number', () => {
    expect(resolveUsers(facts({ reference: null }))).toBeNull();
  });
});
