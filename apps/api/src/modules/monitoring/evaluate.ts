import {
  shiftDays,
  todayIn,
  type DateRange,
  type IsoDate,
} from '@kampa/contracts/common/date-range';
import type { TRuleDay, TRuleFields, TRuleTarget } from '@kampa/contracts/monitoring/rule';
import type { TDataSource, TSettlingDays } from '@kampa/contracts/sync/sync';
import type { Database } from '../../db/client';
import { pacingAtEndOfDays, type BudgetDays } from '../budgets';
import { timeZoneOf } from '../events';
import { likelyCausesOf } from './causes';
import {
  evaluateBudgetDays,
  evaluateDays,
  HISTORY_DAYS,
  recoveredOn,
  type BudgetDay,
  type Fired,
} from './conditions';
import { ruleFieldsOf } from './present';
import * as alertsRepository from './alerts-repository';
import * as rulesRepository from './rules-repository';
import * as syncedDataRepository from './synced-data-repository';
import { daysOf, loadDailyValues } from './values';

/** The days before a checked day a rule reads: the anomaly's weeks and a run of breaches. */
const lookBack = (rule: Pick<TRuleFields, 'minConsecutive'>) =>
  HISTORY_DAYS + rule.minConsecutive * 2 + 2;

/** The last complete day of a source: yesterday in its time zone (today is still being counted). */
export const lastCompleteDay = (timeZone: string, now: Date = new Date()): IsoDate =>
  shiftDays(todayIn(timeZone, now), -1);

/**
 * The newest day a source's rules judge. GA4 and Ads: the last complete day (their revisions are
 * handled by withdrawing an alert whose re-read day no longer breaches). Search Console: the last
 * day its dashboards call final, the day before its settling window (Google leaves its newest
 * days out of final data for 2–3 days and their clicks still grow, so judging them would fire on
 * every fresh day).
 */
export const lastJudgedDay = ({
  source,
  timeZone,
  settlingDays,
  now = new Date(),
}: {
  source: TDataSource;
  timeZone: string;
  settlingDays: TSettlingDays;
  now?: Date;
}): IsoDate =>
  source === 'search_console'
    ? shiftDays(todayIn(timeZone, now), -settlingDays.search_console - 1)
    : lastCompleteDay(timeZone, now);

/**
 * The days a successful run lets a source's rules judge. A Search Console daily run re-reads only
 * days that are not final yet, so the days that became final since the previous run are judged
 * too: the 2 × (settling window + 1) days before the run's first day, enough for a few missed
 * daily runs. Judging a day again is harmless (an alert is unique per rule and day).
 */
export const judgedRangeOfRun = ({
  source,
  range,
  lastDay,
  settlingDays,
}: {
  source: TDataSource;
  /** The run's days. */
  range: DateRange;
  /** The newest day the source's rules judge (`lastJudgedDay`). */
  lastDay: IsoDate;
  settlingDays: TSettlingDays;
}): DateRange | null => {
  const from =
    source === 'search_console'
      ? shiftDays(range.from, -(settlingDays.search_console + 1) * 2)
      : range.from;
  const to = range.to < lastDay ? range.to : lastDay;
  return to < from ? null : { from, to };
};

/** The synced source a target's days come from: a budget's are its Ads account's. */
export const sourceOfTarget = (target: TRuleTarget): TDataSource =>
  target.source === 'budget' ? 'ads' : target.source;

/** A budget's day as its rules judge it, from the budgets module's pacing at the day's end. */
const budgetDaysOf = (budget: BudgetDays): Map<IsoDate, BudgetDay | null> =>
  new Map(
    [...budget.days].map(([date, day]) => [
      date,
      day && {
        cycleFrom: day.cycle.from,
        cycleDay: day.cycleDay,
        amount: budget.amount,
        spent: day.pacing.spent,
        projected: day.pacing.projected,
        status: day.pacing.status,
      },
    ]),
  );

/**
 * How a rule would have judged `range` (nothing written): "test this rule" and the job use it. A
 * budget rule whose budget is gone judges nothing (its days have no value).
 */
export const judgeRange = async (
  db: Database,
  {
    projectId,
    rule,
    range,
    settlingDays,
    fired = {},
  }: {
    projectId: string;
    rule: TRuleFields;
    range: DateRange;
    /** The sources' settling windows (a budget's pacing says which of its days are not final). */
    settlingDays: TSettlingDays;
    /** The rule's alerts stored before (none for "test this rule"). */
    fired?: Fired;
  },
): Promise<TRuleDay[]> => {
  if (rule.target.source === 'budget') {
    // A budget's days need no history of their own (the pacing reads it): only a run of breaches.
    const budget = await pacingAtEndOfDays(db, {
      projectId,
      budgetId: rule.target.budgetId,
      settlingDays,
      days: daysOf({ from: shiftDays(range.from, -(rule.minConsecutive * 2 + 2)), to: range.to }),
    });
    const budgetDays = budget ? budgetDaysOf(budget) : new Map<IsoDate, BudgetDay | null>();
    return evaluateBudgetDays({ rule, budgetDays, days: daysOf(range), ...fired });
  }
  const values = await loadDailyValues(db, {
    projectId,
    target: rule.target,
    range: { from: shiftDays(range.from, -lookBack(rule)), to: range.to },
  });
  return evaluateDays({ rule, values, days: daysOf(range), ...fired });
};

/**
 * The most recent days a run's evaluation checks: a 13-month backfill must not raise a year of
 * old alerts (and mail them); "test this rule" shows how a rule judged the past.
 */
export const EVALUATION_MAX_DAYS = 14;

/** The newest EVALUATION_MAX_DAYS days of `range`. */
export const recentPart = (range: DateRange): DateRange => {
  const earliest = shiftDays(range.to, -(EVALUATION_MAX_DAYS - 1));
  return { from: range.from > earliest ? range.from : earliest, to: range.to };
};

export type FiredAlert = { alertId: string; ruleId: string; date: IsoDate };

/**
 * Checks the project's enabled rules of `source` on the days of `range` that are complete, and
 * records an alert (and its timeline event) for each day that fires, with its likely causes
 * worked out once, there and then. The rule and day are unique in the database, so running this
 * twice, or after a crash half-way, never fires twice. An alert whose rule has recovered (the
 * newest checked day with a value no longer breaches) resolves itself, with its "resolved" event
 * written once.
 */
export const evaluateProject = async (
  db: Database,
  input: {
    projectId: string;
    source: TDataSource;
    range: DateRange;
    settlingDays: TSettlingDays;
    now?: Date;
    /** Aborted when the app stops: the evaluation ends between two rules (a job retries it). */
    signal?: AbortSignal;
  },
): Promise<FiredAlert[]> => {
  const sources = await syncedDataRepository.sourcesOf(db, input.projectId);
  const source = sources.find((item) => item.kind === input.source);
  if (!source) return [];
  const { settlingDays } = input;
  const range = judgedRangeOfRun({
    source: input.source,
    range: input.range,
    settlingDays,
    lastDay: lastJudgedDay({
      source: input.source,
      timeZone: source.timeZone,
      settlingDays,
      now: input.now,
    }),
  });
  if (!range) return [];
  const timeZone = await timeZoneOf(db, input.projectId);
  const fired: FiredAlert[] = [];
  for (const row of await rulesRepository.listRules(db, input.projectId)) {
    input.signal?.throwIfAborted();
    if (!row.isEnabled) continue;
    const rule = ruleFieldsOf(row);
    if (sourceOfTarget(rule.target) !== input.source) continue;
    const days = daysOf(range);
    const judged = await judgeRange(db, {
      projectId: input.projectId,
      rule,
      range,
      settlingDays,
      fired: {
        lastFired: await alertsRepository.lastAlertBefore(db, {
          ruleId: row.id,
          before: range.from,
        }),
        alreadyFired: await alertsRepository.alertDaysOf(db, { ruleId: row.id, days }),
      },
    });
    for (const day of judged) {
      if (!day.isFired) continue;
      input.signal?.throwIfAborted();
      const alert = await alertsRepository.insertAlert(db, {
        projectId: input.projectId,
        ruleId: row.id,
        ruleName: row.name,
        date: day.date,
        value: day.value,
        baseline: day.baseline,
        score: day.score,
        likelyCauses: await likelyCausesOf(db, {
          projectId: input.projectId,
          timeZone,
          target: rule.target,
          condition: rule.condition,
          date: day.date,
        }),
      });
      if (alert) fired.push({ alertId: alert.id, ruleId: row.id, date: day.date });
    }
    // Google revises its newest days (GA4 for ~2 days, Ads conversions for a week) and a sync
    // re-reads them: an alert whose day, judged again on the revised data, no longer breaches is
    // withdrawn as "data revised" rather than left open on a number that no longer stands.
    const judgedByDay = new Map(judged.map((day) => [day.date, day]));
    for (const alert of await alertsRepository.unresolvedAlertsOn(db, {
      ruleId: row.id,
      days,
    })) {
      const day = judgedByDay.get(alert.date);
      if (day && day.value !== null && !day.isBreach) {
        await alertsRepository.resolveAlert(db, {
          alertId: alert.id,
          ruleName: row.name,
          how: 'revised',
        });
      }
    }
    const recovered = recoveredOn(rule, judged);
    if (recovered === null) continue;
    for (const alert of await alertsRepository.unresolvedAlertsBefore(db, {
      ruleId: row.id,
      before: recovered,
    })) {
      await alertsRepository.resolveAlert(db, {
        alertId: alert.id,
        ruleName: row.name,
        how: 'recovered',
      });
    }
  }
  return fired;
};
