import { shiftDays, todayIn, type IsoDate } from '@kampa/contracts/common/date-range';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import { describe, expect, it } from 'vitest';
import {
  computePacing,
  learnForecast,
  linearProjection,
  monthlyCycleOf,
  TOLERANCE,
  toleranceFor,
  type PacingInput,
} from './pacing';

/** Every day from `from` to `to` spending `cost(day)`. */
const costs = (from: IsoDate, to: IsoDate, cost: (day: IsoDate) => number) => {
  const map = new Map<IsoDate, number>();
  for (let day = from; day <= to; day = shiftDays(day, 1)) map.set(day, cost(day));
  return map;
};

const flat = (today: IsoDate, perDay = 100): Pick<PacingInput, 'dailyCost' | 'stored'> => ({
  dailyCost: costs(shiftDays(today, -120), shiftDays(today, -1), () => perDay),
  stored: { from: shiftDays(today, -120), to: shiftDays(today, -1) },
});

const pacing = (input: Partial<PacingInput> & Pick<PacingInput, 'today'>) =>
  computePacing({
    amount: 3100,
    cycle: { kind: 'monthly', startDay: 1 },
    spentToday: 0,
    settlingDays: SETTLING_DAYS.ads,
    ...flat(input.today),
    ...input,
  });

describe('monthly cycles', () => {
  it('runs from the start day to the day before the next month’s', () => {
    expect(monthlyCycleOf(1, '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthlyCycleOf(15, '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-04-14' });
    expect(monthlyCycleOf(15, '2026-03-14')).toEqual({ from: '2026-02-15', to: '2026-03-14' });
    expect(monthlyCycleOf(28, '2026-01-05')).toEqual({ from: '2025-12-28', to: '2026-01-27' });
    expect(monthlyCycleOf(28, '2024-02-28')).toEqual({ from: '2024-02-28', to: '2024-03-27' });
    expect(monthlyCycleOf(1, '2024-02-29')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});

describe('pacing', () => {
  it('counts as spent the cycle’s whole days up to yesterday, today apart', () => {
    const today = '2026-03-11';
    const dailyCost = costs('2026-01-01', '2026-03-10', (day) => Number(day.slice(8)));
    const result = pacing({
      today,
      dailyCost,
      stored: { from: '2026-01-01', to: '2026-03-10' },
      spentToday: 77,
    });
    expect(result.cycle).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(result.daysElapsed).toBe(10);
    expect(result.spent).toBe(55); // 1 + 2 + … + 10
    expect(result.spentToday).toBe(77);
    expect(result.expected).toBe(1000); // 3100 × 10/31
    expect(result.phase).toBe('running');
  });

  it('does not reach across a month boundary: the 1st has nothing spent yet', () => {
    const result = pacing({ today: '2026-04-01' });
    expect(result.cycle).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(result.daysElapsed).toBe(0);
    expect(result.spent).toBe(0);
    expect(result.expected).toBe(0);
    expect(result.projected).toBeCloseTo(3000, 6); // 30 days at 100
    expect(result.unsettledFrom).toBeNull();
  });

  it('counts the last day of a month in its own cycle', () => {
    const result = pacing({ today: '2026-04-01', cycle: { kind: 'monthly', startDay: 2 } });
    expect(result.cycle).toEqual({ from: '2026-03-02', to: '2026-04-01' });
    expect(result.daysElapsed).toBe(30);
    expect(result.spent).toBe(3000);
  });

  it('follows a custom start day', () => {
    const result = pacing({ today: '2026-03-20', cycle: { kind: 'monthly', startDay: 15 } });
    expect(result.cycle).toEqual({ from: '2026-03-15', to: '2026-04-14' });
    expect(result.daysElapsed).toBe(5);
    expect(result.spent).toBe(500);
    expect(result.neededDaily).toBeCloseTo((3100 - 500) / 26, 2);
  });

  it('counts a cycle across the spring daylight-saving change in Prague by calendar days', () => {
    // 00:30 in Prague on 30 March 2026 is still 29 March in UTC; the 29th had 23 hours.
    const today = todayIn('Europe/Prague', new Date('2026-03-29T22:30:00Z'));
    expect(today).toBe('2026-03-30');
    const result = pacing({ today });
    expect(result.daysTotal).toBe(31);
    expect(result.daysElapsed).toBe(29);
    expect(result.spent).toBe(2900);
    expect(result.projected).toBeCloseTo(3100, 6);
    expect(result.status).toBe('on_track');
  });

  it('paces a flight: upcoming, running and ended', () => {
    const cycle = { kind: 'flight', from: '2026-05-10', to: '2026-05-19' } as const;
    const upcoming = pacing({ today: '2026-05-01', cycle, amount: 1000 });
    expect(upcoming).toMatchObject({ phase: 'upcoming', daysElapsed: 0, spent: 0, expected: 0 });
    expect(upcoming.projected).toBeCloseTo(1000, 6);
    expect(upcoming.neededDaily).toBe(100);
    const running = pacing({ today: '2026-05-15', cycle, amount: 1000 });
    expect(running).toMatchObject({ phase: 'running', daysElapsed: 5, spent: 500, expected: 500 });
    const ended = pacing({ today: '2026-05-25', cycle, amount: 1000, spentToday: 40 });
    expect(ended).toMatchObject({ phase: 'ended', daysElapsed: 10, spent: 1000, spentToday: 0 });
    expect(ended.neededDaily).toBeNull();
    expect(ended.projected).toBe(1000);
  });

  it('marks the days Google may still revise', () => {
    const result = pacing({ today: '2026-03-20' });
    expect(result.unsettledFrom).toBe(shiftDays('2026-03-20', -SETTLING_DAYS.ads));
    expect(pacing({ today: '2026-03-04' }).unsettledFrom).toBe('2026-03-01');
  });

  it('says how many elapsed days are not synced yet, and forecasts them', () => {
    const today = '2026-03-20';
    const result = pacing({
      today,
      dailyCost: costs('2026-01-01', '2026-03-16', () => 100),
      stored: { from: '2026-01-01', to: '2026-03-16' },
    });
    expect(result.missingDays).toBe(3);
    expect(result.spent).toBe(1600);
    expect(result.dataTo).toBe('2026-03-16');
    expect(result.projected).toBeCloseTo(3100, 6);
  });
});

describe('status', () => {
  it('narrows its tolerance as the cycle ends', () => {
    expect(toleranceFor(31, 31)).toBe(TOLERANCE.start);
    expect(toleranceFor(0, 31)).toBe(TOLERANCE.end);
    expect(toleranceFor(10, 20)).toBeCloseTo((TOLERANCE.start + TOLERANCE.end) / 2, 12);
  });

  it('is on track early for a 10 % miss and under late for the same miss', () => {
    const early = pacing({ today: '2026-03-03', amount: 3100 / 0.9 });
    expect(early.projected / (3100 / 0.9)).toBeCloseTo(0.9, 6);
    expect(early.status).toBe('on_track');
    const late = pacing({ today: '2026-03-29', amount: 3100 / 0.9 });
    expect(late.status).toBe('under');
  });

  it('is over when the projection exceeds the budget beyond the tolerance, or spent already does', () => {
    expect(pacing({ today: '2026-03-15', amount: 2000 }).status).toBe('over');
    expect(pacing({ today: '2026-03-15', amount: 3100 }).status).toBe('on_track');
    expect(pacing({ today: '2026-03-15', amount: 5000 }).status).toBe('under');
  });
});

describe('forecast', () => {
  it('learns the weekday pattern and carries the recent rate', () => {
    const today = '2026-03-16'; // a Monday
    // Weekends spend twice a weekday; the last two weeks spend 50 % more than before.
    const dailyCost = costs('2026-01-01', '2026-03-15', (day) => {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const base = weekday === 0 || weekday === 6 ? 200 : 100;
      return day >= '2026-03-02' ? base * 1.5 : base;
    });
    const forecast = learnForecast({
      dailyCost,
      today,
      stored: { from: '2026-01-01', to: '2026-03-15' },
      fallbackRate: 0,
    });
    expect(forecast.historyDays).toBe(56);
    expect(forecast.weekdayWeights[6]! / forecast.weekdayWeights[1]!).toBeCloseTo(2, 6);
    // The recent level is the weekday-adjusted mean of the last 14 days: higher than the weeks before.
    expect(forecast.level).toBeGreaterThan(forecast.lowLevel);
    expect(forecast.highLevel).toBeCloseTo(forecast.level, 6);
  });

  it('learns from the few days stored when the account is new', () => {
    const result = pacing({
      today: '2026-03-11',
      dailyCost: costs('2026-03-01', '2026-03-10', () => 50),
      stored: { from: '2026-03-01', to: '2026-03-10' },
    });
    expect(result.spent).toBe(500);
    expect(result.projected).toBeCloseTo(1550, 6);
  });

  it('is compared with a plain linear projection', () => {
    expect(linearProjection({ spent: 500, daysElapsed: 10, daysTotal: 31 })).toBe(1550);
    expect(linearProjection({ spent: 0, daysElapsed: 0, daysTotal: 31 })).toBe(0);
  });
});
