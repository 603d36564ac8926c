import {
  rangeLength,
  shiftDays,
  type DateRange,
  type IsoDate,
} from '@kampa/contracts/common/date-range';
import type { TBudgetCycle, TPacing, TPacingStatus } from '@kampa/contracts/budgets/budget';

/** How many days before today the weekday pattern and the ranges are learnt from: 8 weeks. */
export const HISTORY_DAYS = 56;
/** The recent daily rate is the weekday-adjusted mean of this many newest stored days. */
export const RECENT_DAYS = 14;
/** The tolerance of "on track" on a cycle's first day, narrowing linearly to the last one's. */
export const TOLERANCE = { start: 0.15, end: 0.05 } as const;

const dayOfWeek = (date: IsoDate): number => new Date(`${date}T00:00:00Z`).getUTCDay();
const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a < b ? a : b);
const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a > b ? a : b);
const cents = (value: number): number => Math.round(value * 100) / 100;
const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

const daysOf = (range: DateRange): IsoDate[] => {
  const days: IsoDate[] = [];
  for (let day = range.from; day <= range.to; day = shiftDays(day, 1)) days.push(day);
  return days;
};

/** The month-long cycle starting on `startDay` (1–28) that holds `date`. */
export const monthlyCycleOf = (startDay: number, date: IsoDate): DateRange => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const startMonth = day >= startDay ? month - 1 : month - 2;
  const from = new Date(Date.UTC(year, startMonth, startDay));
  const nextFrom = new Date(Date.UTC(year, startMonth + 1, startDay));
  return {
    from: from.toISOString().slice(0, 10),
    to: shiftDays(nextFrom.toISOString().slice(0, 10), -1),
  };
};

/** The cycle a budget's pacing reads on `today`: the monthly cycle holding it, or the flight. */
export const currentCycle = (cycle: TBudgetCycle, today: IsoDate): DateRange =>
  cycle.kind === 'monthly'
    ? monthlyCycleOf(cycle.startDay, today)
    : { from: cycle.from, to: cycle.to };

/** How a day's spend is expected to go: the weekday pattern and the daily rate with its range. */
export type SpendForecast = {
  /** Each weekday's spend relative to the average day (0 = Sunday … 6 = Saturday). */
  weekdayWeights: readonly number[];
  /** The recent average day's spend, weekday pattern taken out. */
  level: number;
  /** The lowest and highest weekly rate of the history (and the recent rate). */
  lowLevel: number;
  highLevel: number;
  /** How many stored days it was learnt from. */
  historyDays: number;
};

/**
 * Learns the forecast from the stored days among the `HISTORY_DAYS` before `today`: each weekday's
 * weight is its mean spend over the mean day's; the rate is the mean of the `RECENT_DAYS` newest
 * days' spend divided by their weekday's weight; the range is the lowest and highest rate of the
 * eight weeks, each week's computed the same way. With no history the rate is `fallbackRate`.
 */
export const learnForecast = (input: {
  dailyCost: ReadonlyMap<IsoDate, number>;
  today: IsoDate;
  stored: DateRange | null;
  fallbackRate: number;
}): SpendForecast => {
  const { dailyCost, today, stored } = input;
  const history = daysOf({ from: shiftDays(today, -HISTORY_DAYS), to: shiftDays(today, -1) })
    .filter((day) => stored !== null && day >= stored.from && day <= stored.to)
    .map((day) => ({ day, cost: dailyCost.get(day) ?? 0, weekday: dayOfWeek(day) }));
  const overall = mean(history.map((item) => item.cost));
  const weekdayWeights = [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const costs = history.filter((item) => item.weekday === weekday).map((item) => item.cost);
    return overall > 0 && costs.length > 0 ? mean(costs) / overall : 1;
  });
  const rateOf = (items: typeof history): number | null => {
    const adjusted = items
      .filter((item) => (weekdayWeights[item.weekday] ?? 1) > 0)
      .map((item) => item.cost / (weekdayWeights[item.weekday] ?? 1));
    return adjusted.length === 0 ? null : mean(adjusted);
  };
  const level = rateOf(history.slice(-RECENT_DAYS)) ?? input.fallbackRate;
  const weekly: number[] = [];
  for (let end = history.length; end > 0; end -= 7) {
    const rate = rateOf(history.slice(Math.max(0, end - 7), end));
    if (rate !== null) weekly.push(rate);
  }
  return {
    weekdayWeights,
    level,
    lowLevel: Math.min(level, ...weekly),
    highLevel: Math.max(level, ...weekly),
    historyDays: history.length,
  };
};

/** The forecast spend of `days` at a daily rate. */
const forecastOf = (forecast: SpendForecast, days: readonly IsoDate[], rate: number): number =>
  days.reduce((sum, day) => sum + rate * (forecast.weekdayWeights[dayOfWeek(day)] ?? 1), 0);

/** "On track" within this share of the budget; `left` of `total` days still to come. */
export const toleranceFor = (left: number, total: number): number =>
  TOLERANCE.end + (TOLERANCE.start - TOLERANCE.end) * (total === 0 ? 0 : left / total);

export type PacingInput = {
  amount: number;
  cycle: TBudgetCycle;
  /** Today in the Ads account's time zone. */
  today: IsoDate;
  /** Cost per stored day (currency units); a stored day with no entry spent nothing. */
  dailyCost: ReadonlyMap<IsoDate, number>;
  /** Today's cost so far (shown apart, never counted as spent). */
  spentToday: number;
  /** The first and last day stored, or null. */
  stored: DateRange | null;
  /** How many newest days Google may still revise (`SETTLING_DAYS.ads`). */
  settlingDays: number;
};

/**
 * A budget's pacing on `today`. Spent is Google's cost of the cycle's whole days gone by (up to
 * yesterday); today is still being counted, so it is neither spent nor expected, and it is
 * forecast whole with the days to come. Expected is the budget's linear share of the elapsed
 * days. Projected is spent plus the forecast of the days not known (today, the days to come, and
 * elapsed days not synced yet).
 */
export const computePacing = (input: PacingInput): TPacing => {
  const { amount, today, dailyCost, stored } = input;
  const cycle = currentCycle(input.cycle, today);
  const yesterday = shiftDays(today, -1);
  const daysTotal = rangeLength(cycle);
  const phase = today < cycle.from ? 'upcoming' : yesterday >= cycle.to ? 'ended' : 'running';
  const elapsed: DateRange | null =
    today <= cycle.from ? null : { from: cycle.from, to: minDate(yesterday, cycle.to) };
  const elapsedDays = elapsed ? daysOf(elapsed) : [];
  const isStored = (day: IsoDate) => stored !== null && day >= stored.from && day <= stored.to;
  const storedElapsed = elapsedDays.filter(isStored);
  const missing = elapsedDays.filter((day) => !isStored(day));
  const spent = storedElapsed.reduce((sum, day) => sum + (dailyCost.get(day) ?? 0), 0);
  const toCome =
    phase === 'ended' ? [] : daysOf({ from: maxDate(today, cycle.from), to: cycle.to });
  const forecast = learnForecast({
    dailyCost,
    today: minDate(today, shiftDays(cycle.to, 1)),
    stored,
    fallbackRate: storedElapsed.length > 0 ? spent / storedElapsed.length : 0,
  });
  const unknown = [...missing, ...toCome];
  const projectAt = (rate: number) => spent + forecastOf(forecast, unknown, rate);
  const projected = projectAt(forecast.level);
  const tolerance = toleranceFor(toCome.length, daysTotal);
  const ratio = projected / amount;
  const status: TPacingStatus =
    spent > amount || ratio > 1 + tolerance ? 'over' : ratio < 1 - tolerance ? 'under' : 'on_track';
  const firstUnsettled = shiftDays(today, -input.settlingDays);
  const missingForecast = forecastOf(forecast, missing, forecast.level);
  return {
    cycle,
    today,
    phase,
    daysTotal,
    daysElapsed: elapsedDays.length,
    spent,
    spentToday: phase === 'running' ? input.spentToday : 0,
    expected: cents((amount * elapsedDays.length) / daysTotal),
    projected: cents(projected),
    projectedLow: cents(Math.min(projected, projectAt(forecast.lowLevel))),
    projectedHigh: cents(Math.max(projected, projectAt(forecast.highLevel))),
    neededDaily:
      toCome.length === 0
        ? null
        : cents(Math.max(0, amount - spent - missingForecast) / toCome.length),
    status,
    tolerance,
    unsettledFrom:
      elapsed && firstUnsettled <= elapsed.to ? maxDate(firstUnsettled, cycle.from) : null,
    missingDays: missing.length,
    dataTo: stored?.to ?? null,
  };
};

/** Plain linear projection: the elapsed days' mean spend carried over the whole cycle. */
export const linearProjection = (input: {
  spent: number;
  daysElapsed: number;
  daysTotal: number;
}): number => (input.daysElapsed === 0 ? 0 : (input.spent / input.daysElapsed) * input.daysTotal);
