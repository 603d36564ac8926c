import { describe, expect, it } from 'vitest';
import { GA_PROPERTIES, findProperty } from './demo-accounts';
import { M } from './metrics';
import { LEVEL } from './split';
import { userPoolsOf } from './user-pools';
import { SimWorld } from './world';

const returningOf = (m: Float64Array): number => (m[M.totalUsers] ?? 0) - (m[M.newUsers] ?? 0);

describe('returning-visitor pools', () => {
  it('are never close to being used up by one day, so a one-day row keeps its exact users', () => {
    // Through 2027, beyond the test clock: growth makes later days the largest.
    const world = new SimWorld('kampa', () => new Date('2027-12-31T12:00:00Z'));
    for (const property of GA_PROPERTIES) {
      const pools = userPoolsOf(property);
      const today = world.today(property.timeZone).day;
      let largest = 0;
      for (let day = world.startDay(property); day < today; day += 1) {
        let returning = 0;
        for (const cell of world.gaBase(property, day)) {
          const r = returningOf(cell.m);
          returning += r;
          largest = Math.max(largest, r / (pools.rowPool[cell.sm] ?? 1));
        }
        largest = Math.max(largest, returning / pools.sharedPool);
      }
      expect({ property: property.id, safe: largest < 0.5 }).toEqual({
        property: property.id,
        safe: true,
      });
    }
  });

  it('split users so that every cell has new ≤ users and active returning ≤ returning', () => {
    const world = new SimWorld('kampa', () => new Date('2026-11-21T10:30:00Z'));
    const property = findProperty('310000001');
    if (!property) throw new Error('demo property missing');
    const today = world.today(property.timeZone).day;
    let cells = 0;
    let broken = 0;
    for (let day = today - 30; day < today; day += 1) {
      for (const cell of world.gaCells(property, day, LEVEL.pagePath)) {
        cells += 1;
        const r = returningOf(cell.m);
        if (r < 0 || (cell.m[M.activeReturning] ?? 0) > r) broken += 1;
      }
    }
    expect(cells).toBeGreaterThan(10_000);
    expect(broken).toBe(0);
  });
});
