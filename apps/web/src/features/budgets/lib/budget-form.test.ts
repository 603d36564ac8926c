import { describe, expect, it } from 'vitest';
import { bodyOfForm, EMPTY_BUDGET_FORM, formFieldOf, validateBudgetForm } from './budget-form';

describe('the budget form', () => {
  it('sends the typed values as the contract wants them (a decimal comma too)', () => {
    expect(
      bodyOfForm({ ...EMPTY_BUDGET_FORM, name: 'Media', amount: '150 000,50', feePercent: '' }),
    ).toEqual({
      name: 'Media',
      cycle: { kind: 'monthly', startDay: 1 },
      campaignIds: [],
      amount: 150000.5,
      feePercent: null,
    });
  });

  it('marks the fields the contract refuses', () => {
    expect(
      validateBudgetForm({
        ...EMPTY_BUDGET_FORM,
        name: 'Flight',
        kind: 'flight',
        from: '2026-05-10',
        to: '2026-05-01',
        amount: '-1',
      }),
    ).toEqual({ to: true, amount: true });
  });

  it('maps the API’s field to the form’s', () => {
    expect(formFieldOf('body.campaignIds.3')).toBe('campaignIds');
    expect(formFieldOf('body.cycle.startDay')).toBe('startDay');
  });
});
