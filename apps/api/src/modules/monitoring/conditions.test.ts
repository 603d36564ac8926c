import { shiftDays } from '@kampa/contracts/common/date-range';
import type { TRuleCondition } from '@kampa/contracts/monitoring/rule';
import { describe, expect, it } from 'vitest';
import {
  checkBudgetDay,
  checkDay,
  evaluateBudgetDays,
  evaluateDays,
  isWeekend,
  median,
  recoveredOn,
  robustZScore,
  type BudgetDay,
} from './conditions';

/** Daily values from `from` on, one per day. */
const series = (from: string, values: readonly (number | null)[]) =>
  new Map(values.map((value, index) => [shiftDays(from, index), value]));

const daysFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => shiftDays(from, index));

const threshold: TRuleCondition = { type: 'threshold', direction: 'below', value: 10 };
const settings = { condition: threshold, minConsecutive: 1, cooldownDays: 0, skipWeekends: false };

describe('robust z-score', () => {
  it('uses the median and the MAD, so one past outlier does not hide a new one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    // history 100, 102, 98, 101, 99, 100, 1000 (an old spike): median 100, MAD 1
    const { median: center, z } = robustZScore(110, [100, 102, 98, 101, 99, 100, 1000]);
    expect(center).toBe(100);
    expect(z).toBeCloseTo(10 / 1.4826, 6);
  });

  it('falls back to the mean absolute deviation when most of the history is equal', () => {
    const { z } = robustZScore(20, [10, 10, 10, 10, 30]);
    // MAD 0; mean absolute deviation 4 → spread 4 × 1.2533
    expect(z).toBeCloseTo(10 / (4 * 1.2533), 6);
  });

  it('is 0 on a flat history for the same value and infinite for any other', () => {
    expect(robustZScore(5, [5, 5, 5, 5]).z).toBe(0);
    expect(robustZScore(0, [5, 5, 5, 5]).z).toBe(-Infinity);
  });
});

describe('checkDay', () => {
  it('compares with a threshold, above or below', () => {
    const values = series('2026-03-02', [9, 10, 11]);
    expect(checkDay({ condition: threshold, values, date: '2026-03-02' }).isBreach).toBe(true);
    expect(checkDay({ condition: threshold, values, date: '2026-03-03' }).isBreach).toBe(false);
    const above: TRuleCondition = { type: 'threshold', direction: 'above', value: 10 };
    expect(checkDay({ condition: above, values, date: '2026-03-04' }).isBreach).toBe(true);
    // "Above 10" and "below 10": 10 itself is neither.
    expect(checkDay({ condition: above, values, date: '2026-03-03' }).isBreach).toBe(false);
    expect(checkDay({ condition: above, values, date: '2026-03-02' }).isBreach).toBe(false);
  });

  it('breaches a % change from exactly the percent on, in the direction asked', () => {
    // 100, then 150 (+50 %), then 75 (−50 %), then 105 (+40 %).
    const values = series('2026-03-02', [100, 150, 75, 105]);
    const change = (direction: 'up' | 'down' | 'either'): TRuleCondition => ({
      type: 'change',
      direction,
      percent: 50,
      against: 'previous_day',
    });
    const breaches = (direction: 'up' | 'down' | 'either') =>
      ['2026-03-03', '2026-03-04', '2026-03-05'].map(
        (date) => checkDay({ condition: change(direction), values, date }).isBreach,
      );
    expect(breaches('up')).toEqual([true, false, false]);
    expect(breaches('down')).toEqual([false, true, false]);
    expect(breaches('either')).toEqual([true, true, false]);
  });

  it('measures no % change from 0: 0 to 5 is not an infinite rise', () => {
    const values = series('2026-03-02', [0, 5]);
    const up: TRuleCondition = {
      type: 'change',
      direction: 'up',
      percent: 50,
      against: 'previous_day',
    };
    expect(checkDay({ condition: up, values, date: '2026-03-03' })).toMatchObject({
      baseline: 0,
      score: null,
      isBreach: false,
    });
  });

  it('measures a % change against the day before or the same weekday a week earlier', () => {
    const values = series('2026-03-02', [100, 0, 0, 0, 0, 0, 0, 40, 200]);
    const weekly: TRuleCondition = {
      type: 'change',
      direction: 'down',
      percent: 50,
      against: 'same_weekday_last_week',
    };
    const day = checkDay({ condition: weekly, values, date: '2026-03-09' });
    expect(day).toMatchObject({ value: 40, baseline: 100, isBreach: true });
    expect(day.score).toBeCloseTo(-0.6, 9);
    const daily: TRuleCondition = { ...weekly, direction: 'up', against: 'previous_day' };
    expect(checkDay({ condition: daily, values, date: '2026-03-10' })).toMatchObject({
      score: 4,
      isBreach: true,
    });
    // A baseline of 0 (or a missing day) is never a breach: no change can be measured.
    expect(
      checkDay({ condition: { ...daily, direction: 'either' }, values, date: '2026-03-04' })
        .isBreach,
    ).toBe(false);
    expect(checkDay({ condition: daily, values, date: '2026-03-02' }).isBreach).toBe(false);
  });

  it('flags an anomaly against the same weekday of the 8 weeks before, by sensitivity', () => {
    // Mondays 100, 104, 96, 102, 98, 100, 103, 97; others 5 (must be ignored).
    const start = '2026-01-05';
    const values = new Map<string, number>();
    const mondays = [100, 104, 96, 102, 98, 100, 103, 97];
    for (let day = 0; day < 8 * 7; day += 1) values.set(shiftDays(start, day), 5);
    mondays.forEach((value, week) => values.set(shiftDays(start, week * 7), value));
    const target = shiftDays(start, 56);
    values.set(target, 85);
    const anomaly = (
      sensitivity: 'low' | 'medium' | 'high',
      direction: 'up' | 'down' = 'down',
    ): TRuleCondition => ({ type: 'anomaly', direction, sensitivity });
    const medium = checkDay({ condition: anomaly('medium'), values, date: target });
    expect(medium.baseline).toBe(100);
    // MAD of the Mondays is 2.5 → z = −15 / (2.5 × 1.4826) ≈ −4.05
    expect(medium.score).toBeCloseTo(-15 / (2.5 * 1.4826), 6);
    expect(medium.isBreach).toBe(true);
    expect(checkDay({ condition: anomaly('low'), values, date: target }).isBreach).toBe(false);
    expect(checkDay({ condition: anomaly('high', 'up'), values, date: target }).isBreach).toBe(
      false,
    );
  });

  it('judges an anomaly on 4 weeks with a value, missing and empty weeks left out', () => {
    // Mondays from 2026-01-05: four weeks with a value, two empty (nothing to divide by), two
    // not stored; then the checked Monday.
    const values = new Map<string, number | null>([
      ['2026-01-05', 100],
      ['2026-01-12', null],
      ['2026-01-19', 104],
      ['2026-01-26', null],
      ['2026-02-09', 96],
      ['2026-02-23', 102],
      ['2026-03-02', 40],
    ]);
    const either: TRuleCondition = { type: 'anomaly', direction: 'either', sensitivity: 'high' };
    expect(checkDay({ condition: either, values, date: '2026-03-02' })).toMatchObject({
      baseline: 101,
      isBreach: true,
    });
    values.delete('2026-02-23');
    expect(checkDay({ condition: either, values, date: '2026-03-02' })).toMatchObject({
      baseline: null,
      isBreach: false,
    });
  });

  it('does not judge an anomaly on fewer than 4 weeks of history', () => {
    const values = series('2026-03-02', [100, ...Array<number>(20).fill(1), 5]);
    const day = checkDay({
      condition: { type: 'anomaly', direction: 'either', sensitivity: 'high' },
      values,
      date: '2026-03-23',
    });
    expect(day.isBreach).toBe(false);
  });
});

describe('evaluateDays', () => {
  it('fires only after the minimum number of breaches in a row', () => {
    const values = series('2026-03-02', [5, 20, 5, 5, 5, 20]);
    const days = evaluateDays({
      rule: { ...settings, minConsecutive: 2 },
      values,
      days: daysFrom('2026-03-02', 6),
    });
    expect(days.map((day) => day.isFired)).toEqual([false, false, false, true, true, false]);
  });

  it('counts breaches just before the checked days towards the run', () => {
    const values = series('2026-03-02', [5, 5, 5]);
    const days = evaluateDays({
      rule: { ...settings, minConsecutive: 3 },
      values,
      days: ['2026-03-04'],
    });
    expect(days[0]?.isFired).toBe(true);
  });

  it('keeps quiet during the cool-down, also after an alert fired before the checked days', () => {
    const values = series('2026-03-02', [5, 5, 5, 5, 5, 5]);
    const cooling = { ...settings, cooldownDays: 2 };
    const fresh = evaluateDays({ rule: cooling, values, days: daysFrom('2026-03-02', 6) });
    expect(fresh.filter((day) => day.isFired).map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-05',
    ]);
    const after = evaluateDays({
      rule: cooling,
      values,
      days: daysFrom('2026-03-05', 2),
      lastFired: '2026-03-04',
    });
    expect(after.map((day) => day.isFired)).toEqual([false, false]);
  });

  it('skips weekends: not checked, and they do not break a run', () => {
    expect(isWeekend('2026-03-07')).toBe(true);
    expect(isWeekend('2026-03-09')).toBe(false);
    // Fri 6 Mar breach, weekend nothing (0 sessions would breach), Mon 9 Mar breach.
    const values = series('2026-03-06', [5, 0, 0, 5]);
    const rule = { ...settings, minConsecutive: 2, skipWeekends: true };
    const days = evaluateDays({ rule, values, days: daysFrom('2026-03-06', 4) });
    expect(days.map((day) => [day.isBreach, day.isFired])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [true, true],
    ]);
    const everyDay = evaluateDays({
      rule: { ...rule, skipWeekends: false },
      values,
      days: ['2026-03-07'],
    });
    expect(everyDay[0]?.isFired).toBe(true);
  });

  it('counts only breaches before a day towards its run, never the day itself or later ones', () => {
    // 1 Mar no breach, 2 to 4 Mar breaches: judging 3 Mar again, its run is 2 and 3 Mar.
    const values = series('2026-03-01', [20, 5, 5, 5]);
    const days = evaluateDays({
      rule: { ...settings, minConsecutive: 3 },
      values,
      days: ['2026-03-03'],
    });
    expect(days[0]).toMatchObject({ isBreach: true, isFired: false });
    expect(
      evaluateDays({ rule: { ...settings, minConsecutive: 3 }, values, days: ['2026-03-04'] })[0]
        ?.isFired,
    ).toBe(true);
  });

  it('reads the run before a Monday across the weekend it skips', () => {
    // Fri 6 Mar breaches; the weekend would not (20); Mon 9 Mar breaches: a run of two.
    const values = series('2026-03-06', [5, 20, 20, 5]);
    const rule = { ...settings, minConsecutive: 2, skipWeekends: true };
    expect(evaluateDays({ rule, values, days: ['2026-03-09'] })[0]?.isFired).toBe(true);
  });

  it('judges no days when asked for none', () => {
    expect(evaluateDays({ rule: settings, values: series('2026-03-02', [5]), days: [] })).toEqual(
      [],
    );
  });

  it('never fires on a day without a value', () => {
    const values = series('2026-03-02', [null, 5]);
    const days = evaluateDays({
      rule: settings,
      values,
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
    });
    expect(days.map((day) => day.isFired)).toEqual([false, false, true]);
  });
});

describe('recovery', () => {
  // 2025-03-03 is a Monday; below 10 breaches.
  const judge = (values: (number | null)[], skipWeekends = false) =>
    recoveredOn(
      { skipWeekends },
      evaluateDays({
        rule: { ...settings, skipWeekends },
        values: series('2025-03-03', values),
        days: daysFrom('2025-03-03', values.length),
      }),
    );

  it('the newest judged day not breaching is the day the rule recovered', () => {
    expect(judge([5, 5, 20])).toBe('2025-03-05');
    expect(judge([5, 20, 20])).toBe('2025-03-05');
  });

  it('a rule still breaching on its newest day has not recovered', () => {
    expect(judge([20, 5])).toBeNull();
    expect(judge([5, 20, 5])).toBeNull();
  });

  it('a day without data is no recovery; a skipped weekend neither', () => {
    expect(judge([5, null])).toBeNull();
    expect(judge([5, 20, null])).toBe('2025-03-04');
    expect(judge([20])).toBe('2025-03-03');
    // A value with nothing to compare it with (a change rule without its previous day): no recovery.
    const unjudged = { value: 20, baseline: null, score: null, isBreach: false, isFired: false };
    expect(recoveredOn({ skipWeekends: false }, [{ ...unjudged, date: '2025-03-03' }])).toBeNull();
    // Friday breaches, the weekend is not checked: still breaching.
    expect(judge([20, 20, 20, 20, 5, 20, 20], true)).toBeNull();
    expect(judge([20, 20, 20, 20, 5, 20, 20], false)).toBe('2025-03-09');
  });
});

describe('budget conditions', () => {
  const day = (patch: Partial<BudgetDay>): BudgetDay => ({
    cycleFrom: '2026-03-01',
    cycleDay: 10,
    amount: 1000,
    spent: 400,
    projected: 1300,
    status: 'over',
    ...patch,
  });

  it('pacing breaches when off track in its direction, from the cycle day on', () => {
    const over: TRuleCondition = { type: 'pacing', direction: 'over', fromCycleDay: 10 };
    expect(checkBudgetDay({ condition: over, date: '2026-03-10', day: day({}) })).toEqual({
      date: '2026-03-10',
      value: 1300,
      baseline: 1000,
      score: expect.closeTo(0.3, 6) as number,
      isBreach: true,
    });
    expect(
      checkBudgetDay({ condition: over, date: '2026-03-09', day: day({ cycleDay: 9 }) }).isBreach,
    ).toBe(false);
    expect(
      checkBudgetDay({ condition: over, date: '2026-03-10', day: day({ status: 'under' }) })
        .isBreach,
    ).toBe(false);
    const under: TRuleCondition = { type: 'pacing', direction: 'under', fromCycleDay: 1 };
    expect(
      checkBudgetDay({ condition: under, date: '2026-03-10', day: day({ status: 'under' }) })
        .isBreach,
    ).toBe(true);
    expect(
      checkBudgetDay({ condition: under, date: '2026-03-10', day: day({ status: 'on_track' }) })
        .isBreach,
    ).toBe(false);
    const either: TRuleCondition = { type: 'pacing', direction: 'either', fromCycleDay: 1 };
    expect(
      checkBudgetDay({ condition: either, date: '2026-03-10', day: day({ status: 'under' }) })
        .isBreach,
    ).toBe(true);
    expect(checkBudgetDay({ condition: either, date: '2026-03-10', day: day({}) }).isBreach).toBe(
      true,
    );
    expect(
      checkBudgetDay({ condition: either, date: '2026-03-10', day: day({ status: 'on_track' }) })
        .isBreach,
    ).toBe(false);
  });

  it('spent breaches once the share of the amount is reached; a day without pacing never', () => {
    const spent: TRuleCondition = { type: 'budget_spent', percent: 80 };
    expect(
      checkBudgetDay({ condition: spent, date: '2026-03-10', day: day({ spent: 800 }) }),
    ).toMatchObject({
      value: 800,
      baseline: 1000,
      score: 0.8,
      isBreach: true,
    });
    expect(
      checkBudgetDay({ condition: spent, date: '2026-03-10', day: day({ spent: 799.99 }) })
        .isBreach,
    ).toBe(false);
    expect(checkBudgetDay({ condition: spent, date: '2026-03-10', day: null })).toMatchObject({
      value: null,
      isBreach: false,
    });
    // A metric's conditions never breach on a budget, nor a budget's on a metric.
    expect(
      checkBudgetDay({ condition: threshold, date: '2026-03-10', day: day({}) }),
    ).toMatchObject({
      value: null,
      isBreach: false,
    });
    // A budget of 0 (none set for the cycle) is never spent "to 80 %".
    expect(
      checkBudgetDay({ condition: spent, date: '2026-03-10', day: day({ amount: 0, spent: 0 }) }),
    ).toMatchObject({
      value: null,
      isBreach: false,
    });
    expect(
      checkDay({ condition: spent, values: series('2026-03-10', [5000]), date: '2026-03-10' })
        .isBreach,
    ).toBe(false);
  });

  it('spent fires once per cycle, on its first day reaching the share, whatever the cool-down', () => {
    const rule = { ...settings, condition: { type: 'budget_spent', percent: 50 } as const };
    // 100 a day from 2026-03-01; a new cycle on 2026-04-01.
    const days = daysFrom('2026-03-25', 14);
    const budgetDays = new Map(
      days.map((date) => {
        const cycleFrom = date < '2026-04-01' ? '2026-03-01' : '2026-04-01';
        const cycleDay = Number(date.slice(8));
        return [date, day({ cycleFrom, cycleDay, amount: 400, spent: cycleDay * 100 })];
      }),
    );
    const judged = evaluateBudgetDays({ rule, budgetDays, days });
    expect(judged.filter((item) => item.isFired).map((item) => item.date)).toEqual([
      '2026-03-25',
      '2026-04-02',
    ]);
    // An alert earlier in the cycle keeps the cycle quiet; one in the cycle before does not.
    expect(
      evaluateBudgetDays({ rule, budgetDays, days, lastFired: '2026-03-03' })
        .filter((item) => item.isFired)
        .map((item) => item.date),
    ).toEqual(['2026-04-02']);
    // Also when that alert fired on the cycle's first day.
    expect(
      evaluateBudgetDays({
        rule,
        budgetDays,
        days: daysFrom('2026-04-02', 3),
        lastFired: '2026-04-01',
      })
        .filter((item) => item.isFired)
        .map((item) => item.date),
    ).toEqual([]);
    // A day with no pacing stored (not synced yet) after an alert: nothing fires, nothing fails.
    expect(
      evaluateBudgetDays({ rule, budgetDays, days: ['2026-04-20'], lastFired: '2026-04-02' }).map(
        (item) => item.isFired,
      ),
    ).toEqual([false]);
  });

  it('pacing keeps its cool-down and needs its breaches in a row', () => {
    const rule = {
      condition: { type: 'pacing', direction: 'over', fromCycleDay: 1 } as const,
      minConsecutive: 2,
      cooldownDays: 3,
      skipWeekends: false,
    };
    const days = daysFrom('2026-03-02', 10);
    const budgetDays = new Map(days.map((date) => [date, day({})]));
    expect(
      evaluateBudgetDays({ rule, budgetDays, days })
        .filter((item) => item.isFired)
        .map((item) => item.date),
    ).toEqual(['2026-03-03', '2026-03-07', '2026-03-11']);
  });
});
