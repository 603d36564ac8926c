import { RULE_NAME_MAX_LENGTH, type TRuleFieldsInput } from '@kampa/contracts/monitoring/rule';

/** Which alerts a new budget asks for, in the budget dialog. */
export type BudgetAlertChoice = { isOverPacing: boolean; isSpent: boolean };

export const NO_BUDGET_ALERTS: BudgetAlertChoice = { isOverPacing: false, isSpent: false };

/** The shares of the budget spent that "alert me as it is spent" asks for. */
export const SPENT_ALERT_PERCENTS = [80, 90, 100] as const;
/** Over-pacing is judged from this day of the cycle: earlier the projection knows too little. */
export const OVER_PACING_FROM_DAY = 5;

/** A budget's name cut to fit a rule name with the words around it. */
const shortName = (name: string) =>
  name.length > RULE_NAME_MAX_LENGTH - 30 ? `${name.slice(0, RULE_NAME_MAX_LENGTH - 31)}…` : name;

/**
 * The monitoring rules a new budget's alert choices stand for: over-pacing from day 5 (critical,
 * a week's cool-down) and 80, 90 and 100 % spent (once per cycle each; 100 % critical). Named in
 * the person's language by `names`.
 */
export const budgetAlertRules = (
  budget: { id: string; name: string },
  choice: BudgetAlertChoice,
  names: {
    overPacing: (budget: string) => string;
    spent: (budget: string, percent: number) => string;
  },
): TRuleFieldsInput[] => {
  const target = { source: 'budget' as const, budgetId: budget.id };
  const name = shortName(budget.name);
  return [
    ...(choice.isOverPacing
      ? [
          {
            name: names.overPacing(name),
            target,
            condition: {
              type: 'pacing' as const,
              direction: 'over' as const,
              fromCycleDay: OVER_PACING_FROM_DAY,
            },
            severity: 'critical' as const,
            cooldownDays: 7,
          },
        ]
      : []),
    ...(choice.isSpent
      ? SPENT_ALERT_PERCENTS.map((percent) => ({
          name: names.spent(name, percent),
          target,
          condition: { type: 'budget_spent' as const, percent },
          severity: percent >= 100 ? ('critical' as const) : ('warning' as const),
          cooldownDays: 0,
        }))
      : []),
  ];
};
