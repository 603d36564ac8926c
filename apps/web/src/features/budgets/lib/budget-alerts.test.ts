import { describe, expect, it } from 'vitest';
import { ZRuleFieldsSchema } from '@kampa/contracts/monitoring/rule';
import { budgetAlertRules, NO_BUDGET_ALERTS } from './budget-alerts';

const BUDGET = { id: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11', name: 'Monthly media' };
const names = {
  overPacing: (name: string) => `${name}: over-pacing`,
  spent: (name: string, percent: number) => `${name}: ${percent} % spent`,
};

describe("a new budget's alerts", () => {
  it('none unless asked for', () => {
    expect(budgetAlertRules(BUDGET, NO_BUDGET_ALERTS, names)).toEqual([]);
  });

  it('over-pacing from day 5, critical; 80 and 90 % warnings, 100 % critical; all valid rules', () => {
    const rules = budgetAlertRules(BUDGET, { isOverPacing: true, isSpent: true }, names);
    expect(rules.map((rule) => [rule.name, rule.condition, rule.severity])).toEqual([
      [
        'Monthly media: over-pacing',
        { type: 'pacing', direction: 'over', fromCycleDay: 5 },
        'critical',
      ],
      ['Monthly media: 80 % spent', { type: 'budget_spent', percent: 80 }, 'warning'],
      ['Monthly media: 90 % spent', { type: 'budget_spent', percent: 90 }, 'warning'],
      ['Monthly media: 100 % spent', { type: 'budget_spent', percent: 100 }, 'critical'],
    ]);
    for (const rule of rules) {
      expect(ZRuleFieldsSchema.safeParse(rule).success).toBe(true);
      expect(rule.target).toEqual({ source: 'budget', budgetId: BUDGET.id });
    }
  });

  it('cuts a long budget name so the rule name fits', () => {
    const [rule] = budgetAlertRules(
      { ...BUDGET, name: 'x'.repeat(120) },
      { isOverPacing: true, isSpent: false },
      names,
    );
    expect(ZRuleFieldsSchema.safeParse(rule).success).toBe(true);
  });
});
