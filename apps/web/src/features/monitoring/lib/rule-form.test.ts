import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessageGroup, setLanguage } from '@/lib/i18n';
import {
  bodyOfForm,
  dimensionOptions,
  EMPTY_RULE_FORM,
  formOfRule,
  hasDimension,
  isLowerBetterForm,
  offeredSources,
  patchForSource,
  validateRuleForm,
} from './rule-form';

const BUDGET_ID = '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e11';

describe('the rule form', () => {
  it("offers the project's channels or campaigns by name, and keeps a rule's own value", () => {
    const targets = {
      channels: ['Direct', 'Paid Search'],
      campaigns: [{ id: '21000101', name: 'Search – Brand' }],
      budgets: [],
      sources: [],
    };
    expect(dimensionOptions({ source: 'analytics', dimension: '' }, targets)).toEqual([
      { value: 'Direct', label: 'Direct' },
      { value: 'Paid Search', label: 'Paid Search' },
    ]);
    expect(dimensionOptions({ source: 'ads', dimension: '21000101' }, targets)).toEqual([
      { value: '21000101', label: 'Search – Brand' },
    ]);
    // A campaign no longer in the synced data stays selectable, so saving keeps it.
    expect(dimensionOptions({ source: 'ads', dimension: '999' }, targets)).toEqual([
      { value: '21000101', label: 'Search – Brand' },
      { value: '999', label: '999' },
    ]);
    expect(dimensionOptions({ source: 'analytics', dimension: '' }, undefined)).toEqual([]);
  });

  it('offers Search Console only when the project has chosen a site, or the rule already watches it', () => {
    const targets = { channels: [], campaigns: [], budgets: [] };
    expect(offeredSources('analytics', { ...targets, sources: ['analytics', 'ads'] })).toEqual([
      'analytics',
      'ads',
      'budget',
    ]);
    expect(offeredSources('analytics', { ...targets, sources: ['search_console'] })).toContain(
      'search_console',
    );
    expect(offeredSources('search_console', undefined)).toContain('search_console');
  });

  it('a Search Console rule watches the whole site: its body has no channel or campaign', () => {
    const form = {
      ...EMPTY_RULE_FORM,
      ...patchForSource(EMPTY_RULE_FORM, 'search_console', []),
      name: 'Search clicks drop',
    };
    expect(form.metric).toBe('clicks');
    expect(hasDimension(form.source)).toBe(false);
    expect(bodyOfForm(form).target).toEqual({ source: 'search_console', metric: 'clicks' });
    // CTR is typed in %, as for Ads; a position threshold is the position itself.
    const ctr = bodyOfForm({ ...form, metric: 'ctr', type: 'threshold', value: '2' });
    expect(ctr.condition).toEqual({ type: 'threshold', direction: 'below', value: 0.02 });
    const position = { ...form, metric: 'position', type: 'threshold' as const, value: '8.5' };
    expect(bodyOfForm(position).condition).toMatchObject({ value: 8.5 });
    expect(isLowerBetterForm(position)).toBe(true);
    expect(isLowerBetterForm({ ...form, metric: 'clicks' })).toBe(false);
    expect(validateRuleForm(position, (key) => key)).toEqual({});
    const saved = formOfRule({
      name: 'Search position',
      target: { source: 'search_console', metric: 'position' },
      condition: { type: 'threshold', direction: 'above', value: 8.5 },
      id: '0b7c6f1e-8f0a-4a55-9a0e-2f5d1c7a9e12',
      severity: 'warning',
      minConsecutive: 1,
      cooldownDays: 3,
      skipWeekends: false,
      isEnabled: true,
      isEmailEnabled: true,
      webhookUrl: null,
      defaultKey: null,
      webhookSecret: null,
      hasWebhook: false,
      webhookDeliveries: [],
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    expect(saved).toMatchObject({ source: 'search_console', metric: 'position', dimension: '' });
  });

  it('turns a threshold on a rate typed in % into the fraction the API takes', () => {
    const body = bodyOfForm({
      ...EMPTY_RULE_FORM,
      name: 'Low conversion',
      metric: 'conversionRate',
      type: 'threshold',
      value: '1.5',
    });
    expect(body.condition).toEqual({ type: 'threshold', direction: 'below', value: 0.015 });
    expect(body.target).toEqual({ source: 'analytics', metric: 'conversionRate', channel: null });
  });

  it('a budget rule: choosing Budget picks the first budget and over-pacing, critical', () => {
    const patch = patchForSource(EMPTY_RULE_FORM, 'budget', [{ id: BUDGET_ID }]);
    expect(patch).toMatchObject({
      source: 'budget',
      budgetId: BUDGET_ID,
      type: 'pacing',
      pacingDirection: 'over',
      severity: 'critical',
    });
    const form = { ...EMPTY_RULE_FORM, ...patch, name: 'Over-pacing', fromCycleDay: '10' };
    expect(bodyOfForm(form)).toMatchObject({
      target: { source: 'budget', budgetId: BUDGET_ID },
      condition: { type: 'pacing', direction: 'over', fromCycleDay: 10 },
      severity: 'critical',
    });
    const spent = bodyOfForm({ ...form, type: 'budget_spent', spentPercent: '90' });
    expect(spent.condition).toEqual({ type: 'budget_spent', percent: 90 });
    // Back to a metric: the metric's conditions again, a warning.
    expect(patchForSource(form, 'ads', [])).toMatchObject({
      source: 'ads',
      metric: 'cost',
      type: 'change',
      severity: 'warning',
    });
  });

  it('a budget rule reads back and names its own fields at fault', () => {
    const rule = {
      ...bodyOfFormDefaults(),
      target: { source: 'budget' as const, budgetId: BUDGET_ID, metric: 'cost' as const },
      condition: { type: 'budget_spent' as const, percent: 100 },
      id: '00000000-0000-4000-8000-000000000000',
      defaultKey: null,
      webhookSecret: null,
      hasWebhook: false,
      webhookDeliveries: [],
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    };
    const form = formOfRule(rule);
    expect(form).toMatchObject({ source: 'budget', budgetId: BUDGET_ID, spentPercent: '100' });
    const en = i18n.getFixedT('en');
    expect(
      Object.keys(validateRuleForm({ ...form, budgetId: '', spentPercent: '1001' }, en)).sort(),
    ).toEqual(['budgetId', 'spentPercent']);
    expect(
      Object.keys(validateRuleForm({ ...form, type: 'pacing', fromCycleDay: '0' }, en)),
    ).toEqual(['fromCycleDay']);
  });

  // Both languages' messages, as a person who switched to Czech has them.
  beforeAll(async () => {
    await setLanguage('cs');
    await loadMessageGroup('app');
  });
  afterAll(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it('names the fields at fault', () => {
    const errors = validateRuleForm(
      { ...EMPTY_RULE_FORM, percent: '0', minConsecutive: 'x' },
      i18n.getFixedT('en'),
    );
    expect(Object.keys(errors).sort()).toEqual(['minConsecutive', 'name', 'percent']);
  });

  it("tells every kind of bad input in Czech, never in the contract's English", () => {
    const cs = i18n.getFixedT('cs');
    const errors = validateRuleForm(
      {
        ...EMPTY_RULE_FORM,
        name: 'a\u202Eb',
        type: 'change',
        percent: 'abc',
        minConsecutive: '15',
        cooldownDays: '-1',
        webhookUrl: 'ftp://user:pass@example.com',
      },
      cs,
    );
    expect(errors).toEqual({
      name: 'Zadejte jeden řádek textu bez řídicích znaků.',
      percent: 'Zadejte číslo.',
      minConsecutive: 'Zadejte 14 nebo méně.',
      cooldownDays: 'Zadejte 0 nebo více.',
      webhookUrl: 'Zadejte webovou adresu začínající http:// nebo https://.',
    });
    expect(validateRuleForm({ ...EMPTY_RULE_FORM, name: ' ' }, cs).name).toBe('Vyplňte toto pole.');
    expect(validateRuleForm({ ...EMPTY_RULE_FORM, name: 'x'.repeat(500) }, cs).name).toMatch(
      /^Zadejte nejvýše \d+ znaků\.$/,
    );
    expect(validateRuleForm({ ...EMPTY_RULE_FORM, minConsecutive: '1.5' }, cs).minConsecutive).toBe(
      'Zadejte celé číslo.',
    );
  });

  it('reads a saved rule back', () => {
    const form = formOfRule({
      ...bodyOfFormDefaults(),
      id: '00000000-0000-4000-8000-000000000000',
      defaultKey: null,
      webhookSecret: null,
      hasWebhook: true,
      webhookDeliveries: [],
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    });
    expect(form).toMatchObject({
      source: 'ads',
      metric: 'cost',
      dimension: '42',
      type: 'anomaly',
      severity: 'critical',
      webhookUrl: 'https://hooks.example.com/kampa',
    });
  });
});

const bodyOfFormDefaults = () => ({
  name: 'Spend',
  severity: 'critical' as const,
  target: { source: 'ads' as const, metric: 'cost' as const, campaignId: '42' },
  condition: { type: 'anomaly' as const, direction: 'up' as const, sensitivity: 'low' as const },
  minConsecutive: 1,
  cooldownDays: 3,
  skipWeekends: false,
  isEnabled: true,
  isEmailEnabled: true,
  webhookUrl: 'https://hooks.example.com/kampa',
});
