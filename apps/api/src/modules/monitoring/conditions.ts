import { shiftDays, type IsoDate } from '@kampa/contracts/common/date-range';
import type { TPacingStatus } from '@kampa/contracts/budgets/budget';
import {
  ANOMALY_Z_LIMITS,
  type TRuleCondition,
  type TRuleDay,
  type TRuleDirection,
  type TRuleFields,
} from '@kampa/contracts/monitoring/rule';

/** A metric's value per day (null: nothing to divide by; a missing day: not stored). */
export type DailyValues = ReadonlyMap<IsoDate, number | null>;

/** Weeks of the same weekday an anomaly is measured against, and how many must have a value. */
export const ANOMALY_WEEKS = 8;
export const ANOMALY_MIN_WEEKS = 4;
/** Days before a checked day that its condition may read (the anomaly's 8 weeks). */
export const HISTORY_DAYS = ANOMALY_WEEKS * 7;

/** MAD × this estimates the standard deviation of normally distributed data. */
const MAD_SCALE = 1.4826;
/** Mean absolute deviation × this does the same; used when more than half the values are equal. */
const MEAN_AD_SCALE = 1.2533;

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The robust z-score of `value` against `history`: (value − median) / (1.4826 × MAD). When the
 * MAD is 0 (more than half the history equal) the mean absolute deviation stands in; when that is
 * 0 too, the history is flat: 0 for the same value, ±Infinity for any other.
 */
export const robustZScore = (
  value: number,
  history: readonly number[],
): { median: number; z: number } => {
  const center = median(history);
  const deviations = history.map((item) => Math.abs(item - center));
  const mad = median(deviations);
  let spread = mad * MAD_SCALE;
  if (spread === 0) {
    spread = (deviations.reduce((sum, item) => sum + item, 0) / deviations.length) * MEAN_AD_SCALE;
  }
  const difference = value - center;
  if (spread === 0) {
    return { median: center, z: difference === 0 ? 0 : Math.sign(difference) * Infinity };
  }
  return { median: center, z: difference / spread };
};

/** Whether `signed` (a change or a z-score) reaches `limit` in the rule's direction. */
const inDirection = ({
  direction,
  signed,
  limit,
}: {
  direction: TRuleDirection;
  signed: number;
  limit: number;
}): boolean =>
  direction === 'up'
    ? signed >= limit
    : direction === 'down'
      ? signed <= -limit
      : Math.abs(signed) >= limit;

export type Check = Omit<TRuleDay, 'isFired'>;

/** A budget at the end of one day, as a budget rule judges it. */
export type BudgetDay = {
  /** The first day of the cycle holding the day. */
  cycleFrom: IsoDate;
  /** Which day of its cycle the day is (1 = the first). */
  cycleDay: number;
  amount: number;
  /** The cycle's cost up to the day's end. */
  spent: number;
  /** Spent plus the forecast of the cycle's days to come. */
  projected: number;
  status: TPacingStatus;
};

/**
 * Whether a budget breaches on a day: `pacing` when the status at the day's end is off track in
 * the rule's direction from the cycle's `fromCycleDay`-th day on (value: projected; baseline: the
 * amount; score: projected ÷ amount − 1); `budget_spent` when the cycle's spend reached `percent`
 * % of the amount (value: spent; baseline: the amount; score: spent ÷ amount). A day with no
 * pacing (not synced, outside a flight) is never a breach.
 */
export const checkBudgetDay = ({
  condition,
  date,
  day,
}: {
  condition: TRuleCondition;
  date: IsoDate;
  day: BudgetDay | null;
}): Check => {
  const none = { date, value: null, baseline: null, score: null, isBreach: false };
  if (day === null || day.amount <= 0) return none;
  if (condition.type === 'pacing') {
    const isOff =
      condition.direction === 'either'
        ? day.status !== 'on_track'
        : day.status === condition.direction;
    return {
      date,
      value: day.projected,
      baseline: day.amount,
      score: day.projected / day.amount - 1,
      isBreach: isOff && day.cycleDay >= condition.fromCycleDay,
    };
  }
  if (condition.type === 'budget_spent') {
    return {
      date,
      value: day.spent,
      baseline: day.amount,
      score: day.spent / day.amount,
      isBreach: day.spent >= (day.amount * condition.percent) / 100,
    };
  }
  return none;
};

/** Whether one day breaches the condition, with the numbers that show why. */
export const checkDay = ({
  condition,
  values,
  date,
}: {
  condition: TRuleCondition;
  values: DailyValues;
  date: IsoDate;
}): Check => {
  const value = values.get(date) ?? null;
  const none = { date, value, baseline: null, score: null, isBreach: false };
  if (value === null) return none;
  switch (condition.type) {
    case 'threshold':
      return {
        ...none,
        baseline: condition.value,
        isBreach:
          condition.direction === 'above' ? value > condition.value : value < condition.value,
      };
    case 'change': {
      const baseline =
        values.get(shiftDays(date, condition.against === 'previous_day' ? -1 : -7)) ?? null;
      if (baseline === null || baseline === 0) return { ...none, baseline };
      const change = (value - baseline) / Math.abs(baseline);
      return {
        ...none,
        baseline,
        score: change,
        isBreach: inDirection({
          direction: condition.direction,
          signed: change,
          limit: condition.percent / 100,
        }),
      };
    }
    case 'anomaly': {
      const history: number[] = [];
      for (let week = 1; week <= ANOMALY_WEEKS; week += 1) {
        const past = values.get(shiftDays(date, -7 * week));
        if (past !== undefined && past !== null) history.push(past);
      }
      if (history.length < ANOMALY_MIN_WEEKS) return none;
      const { median: center, z } = robustZScore(value, history);
      return {
        ...none,
        baseline: center,
        score: Number.isFinite(z) ? z : null,
        isBreach: inDirection({
          direction: condition.direction,
          signed: z,
          limit: ANOMALY_Z_LIMITS[condition.sensitivity],
        }),
      };
    }
    // A budget's conditions are judged on its pacing (`checkBudgetDay`), never on a metric.
    case 'pacing':
    case 'budget_spent':
      return { ...none, value: null };
  }
};

export const isWeekend = (date: IsoDate): boolean => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

const daysBetween = ({ from, to }: { from: IsoDate; to: IsoDate }): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type Settings = Pick<TRuleFields, 'condition' | 'minConsecutive' | 'cooldownDays' | 'skipWeekends'>;

/** What `evaluateDays` and `evaluateBudgetDays` know of the alerts fired before them. */
export type Fired = {
  /** The newest alert before the checked days (the cool-down counts from it). */
  lastFired?: IsoDate | null;
  /** The checked days that fired before (they stay fired: a rerun changes nothing). */
  alreadyFired?: ReadonlySet<IsoDate>;
};

/**
 * Checks every day of `days` (ascending) and says which fire: a day fires when it and the checked
 * days before it breach `minConsecutive` times in a row (weekends are not checked and do not break
 * a run when `skipWeekends`) and no alert fired in the `cooldownDays` before it. The run counts
 * breaches before `days` too (from `values`), `lastFired` is the newest alert before `days` and
 * `alreadyFired` the days among `days` that fired before.
 */
export const evaluateDays = ({
  rule,
  values,
  days,
  lastFired = null,
  alreadyFired = new Set(),
}: { rule: Settings; values: DailyValues; days: readonly IsoDate[] } & Fired): TRuleDay[] =>
  evaluateChecks({
    rule,
    check: (date) => checkDay({ condition: rule.condition, values, date }),
    days,
    lastFired,
    alreadyFired,
  });

/**
 * `evaluateDays` for a budget rule, from the budget's pacing at each day's end (`days` and the
 * days before them a run of breaches reads). A `budget_spent` rule fires at most once per cycle:
 * on the first checked day that reached the share, unless an alert already fired in that cycle
 * (its cool-down is the cycle); a `pacing` rule keeps its cool-down.
 */
export const evaluateBudgetDays = ({
  rule,
  budgetDays,
  days,
  lastFired = null,
  alreadyFired = new Set(),
}: {
  rule: Settings;
  budgetDays: ReadonlyMap<IsoDate, BudgetDay | null>;
  days: readonly IsoDate[];
} & Fired): TRuleDay[] =>
  evaluateChecks({
    rule,
    check: (date) =>
      checkBudgetDay({ condition: rule.condition, date, day: budgetDays.get(date) ?? null }),
    days,
    lastFired,
    alreadyFired,
    ...(rule.condition.type === 'budget_spent'
      ? {
          isCooling: (fired: IsoDate, date: IsoDate) => {
            const cycleFrom = budgetDays.get(date)?.cycleFrom;
            return cycleFrom !== undefined && fired >= cycleFrom;
          },
        }
      : {}),
  });

/** The shared walk of `evaluateDays`: `check` judges one day; `isCooling` replaces the cool-down. */
export const evaluateChecks = (input: {
  rule: Omit<Settings, 'condition'>;
  check: (date: IsoDate) => Check;
  days: readonly IsoDate[];
  lastFired: IsoDate | null;
  alreadyFired: ReadonlySet<IsoDate>;
  isCooling?: (fired: IsoDate, date: IsoDate) => boolean;
}): TRuleDay[] => {
  const { rule, check, days, lastFired, alreadyFired } = input;
  const isCoolingAfter =
    input.isCooling ??
    ((fired: IsoDate, date: IsoDate) =>
      daysBetween({ from: fired, to: date }) <= rule.cooldownDays);
  const isChecked = (date: IsoDate) => !(rule.skipWeekends && isWeekend(date));
  // The run of breaches just before the first day, read from the history.
  let streak = 0;
  const first = days[0];
  if (first !== undefined) {
    let date = shiftDays(first, -1);
    for (let seen = 0; seen < rule.minConsecutive - 1 && streak < rule.minConsecutive;) {
      if (isChecked(date)) {
        if (!check(date).isBreach) break;
        streak += 1;
        seen += 1;
      }
      date = shiftDays(date, -1);
    }
  }
  let fired = lastFired;
  const result: TRuleDay[] = [];
  for (const date of days) {
    if (!isChecked(date)) {
      result.push({ ...check(date), isBreach: false, isFired: false });
      continue;
    }
    const judged = check(date);
    streak = judged.isBreach ? streak + 1 : 0;
    const isCooling = fired !== null && isCoolingAfter(fired, date);
    // A day that fired before stays fired (a rerun over the same days changes nothing).
    const isFired =
      alreadyFired.has(date) || (judged.isBreach && streak >= rule.minConsecutive && !isCooling);
    if (isFired) fired = date;
    result.push({ ...judged, isFired });
  }
  return result;
};

/**
 * The newest day of a judged range the rule could judge (it had a value and a baseline, and is
 * not a skipped weekend), when that day did not breach: the rule has recovered on it, so its
 * alerts of earlier days resolve. Null when that day still breaches, or no day could be judged
 * (missing data is no recovery).
 */
export const recoveredOn = (
  rule: Pick<TRuleFields, 'skipWeekends'>,
  judged: readonly TRuleDay[],
): IsoDate | null => {
  for (let index = judged.length - 1; index >= 0; index -= 1) {
    const day = judged[index]!;
    if (day.value === null || day.baseline === null) continue;
    if (rule.skipWeekends && isWeekend(day.date)) continue;
    return day.isBreach ? null : day.date;
  }
  return null;
};
