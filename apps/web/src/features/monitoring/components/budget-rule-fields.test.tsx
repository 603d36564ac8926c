import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_RULE_FORM,
  patchForSource,
  type RuleFormValues,
} from '@/features/monitoring/lib/rule-form';
import { BudgetRuleFields } from './budget-rule-fields';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const BUDGETS = [
  { id: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11', name: 'Monthly media' },
  { id: '1b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e12', name: 'Christmas flight' },
];

const budgetForm = (patch: Partial<RuleFormValues> = {}): RuleFormValues => ({
  ...EMPTY_RULE_FORM,
  ...patchForSource(EMPTY_RULE_FORM, 'budget', BUDGETS),
  ...patch,
});

describe('BudgetRuleFields', () => {
  it("lists the project's budgets by name and asks for pacing from a day of the cycle", async () => {
    const onChange = vi.fn();
    render(
      <BudgetRuleFields
        projectUid="p1"
        form={budgetForm()}
        budgets={BUDGETS}
        errors={{}}
        onChange={onChange}
      />,
    );
    const budget = screen.getByLabelText('Budget');
    expect(
      Array.from((budget as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Monthly media', 'Christmas flight']);
    expect(screen.getByLabelText('When pacing is')).toHaveValue('over');
    expect(screen.getByLabelText(/From day of the cycle/)).toHaveValue('5');
    await userEvent.selectOptions(screen.getByLabelText('When pacing is'), 'under');
    // Under-pacing is a warning; over-pacing was critical.
    expect(onChange).toHaveBeenLastCalledWith({ pacingDirection: 'under', severity: 'warning' });
  });

  it('offers 80, 90 and 100 % as quick choices; a spent budget is critical', async () => {
    const onChange = vi.fn();
    render(
      <BudgetRuleFields
        projectUid="p1"
        form={budgetForm({ type: 'budget_spent', spentPercent: '80', severity: 'warning' })}
        budgets={BUDGETS}
        errors={{}}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('button', { name: '80 %' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '100 %' }));
    expect(onChange).toHaveBeenLastCalledWith({ spentPercent: '100', severity: 'critical' });
    await userEvent.click(screen.getByRole('button', { name: '90 %' }));
    expect(onChange).toHaveBeenLastCalledWith({ spentPercent: '90', severity: 'warning' });
  });

  it('says when the project has no budget and links to where budgets are set', () => {
    render(
      <BudgetRuleFields
        projectUid="p1"
        form={budgetForm({ budgetId: '' })}
        budgets={[]}
        errors={{}}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This project has no budget yet.');
    expect(
      screen.getByRole('link', { name: 'Set a budget on the Google Ads screen' }),
    ).toHaveAttribute('href', '/project/$projectId/ads');
  });
});
