import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_RULE_FORM,
  patchForSource,
  type RuleFormValues,
} from '@/features/monitoring/lib/rule-form';
import { RuleTargetFields } from './rule-fields';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const TARGETS = { channels: ['Direct'], campaigns: [], budgets: [] };

const renderFields = (
  form: RuleFormValues,
  sources: ('analytics' | 'ads' | 'search_console')[],
) => {
  const onChange = vi.fn();
  render(
    <RuleTargetFields
      projectUid="p1"
      form={form}
      targets={{ ...TARGETS, sources }}
      errors={{}}
      onChange={onChange}
    />,
  );
  return onChange;
};

const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map(
    (option) => option.textContent,
  );

describe('RuleTargetFields', () => {
  it('offers Search Console only when the project has chosen a site', () => {
    renderFields(EMPTY_RULE_FORM, ['analytics', 'ads']);
    expect(optionsOf('Source')).not.toContain('Google Search Console');
  });

  it('a Search Console rule picks one of its metrics for the whole site; choosing it switches the metric', async () => {
    const onChange = renderFields(EMPTY_RULE_FORM, ['analytics', 'search_console']);
    expect(optionsOf('Source')).toContain('Google Search Console');
    await userEvent.selectOptions(screen.getByLabelText('Source'), 'search_console');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ source: 'search_console', metric: 'clicks', dimension: '' }),
    );
  });

  it('says the whole site is judged on final days, and that a rising position is a worsening', () => {
    const form = {
      ...EMPTY_RULE_FORM,
      ...patchForSource(EMPTY_RULE_FORM, 'search_console', []),
      metric: 'position',
    };
    renderFields(form, ['search_console']);
    expect(optionsOf('Metric')).toEqual(['Clicks', 'Impressions', 'CTR', 'Avg. position']);
    expect(screen.queryByLabelText('Channel')).toBeNull();
    expect(screen.queryByLabelText('Campaign')).toBeNull();
    expect(screen.getByText(/days Google has made final/)).toBeVisible();
    expect(screen.getByText(/“up” means the position got worse/)).toBeVisible();
  });
});
