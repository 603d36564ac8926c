import { ADS_METRICS } from '@kampa/contracts/ads/ads-metric-names';
import type { TRuleTargets } from '@kampa/contracts/monitoring/list-rule-targets';
import {
  RULE_ANALYTICS_METRICS,
  RULE_SEARCH_METRICS,
  ZRuleFieldsSchema,
  type TPacingDirection,
  type TRule,
  type TRuleConditionType,
  type TRuleSeverity,
  type TRuleFieldsInput,
} from '@kampa/contracts/monitoring/rule';
import { validationMessageOf } from '@/lib/validation-message';

export type RuleSource = 'analytics' | 'ads' | 'budget' | 'search_console';
export type ConditionType = TRuleConditionType;

/** The editor's fields, as the inputs hold them (numbers as typed text). */
export type RuleFormValues = {
  name: string;
  severity: TRuleSeverity;
  source: RuleSource;
  metric: string;
  /** A channel (Analytics) or a campaign id (Ads); empty: the whole property or account. */
  dimension: string;
  type: ConditionType;
  thresholdDirection: 'above' | 'below';
  value: string;
  direction: 'up' | 'down' | 'either';
  percent: string;
  against: 'previous_day' | 'same_weekday_last_week';
  sensitivity: 'low' | 'medium' | 'high';
  /** A budget rule's budget (its id). */
  budgetId: string;
  pacingDirection: TPacingDirection;
  fromCycleDay: string;
  /** A `budget_spent` rule's share of the budget, in %. */
  spentPercent: string;
  minConsecutive: string;
  cooldownDays: string;
  skipWeekends: boolean;
  isEnabled: boolean;
  isEmailEnabled: boolean;
  webhookUrl: string;
};

export const METRICS_OF: Record<RuleSource, readonly string[]> = {
  analytics: RULE_ANALYTICS_METRICS,
  ads: ADS_METRICS,
  budget: ['cost'],
  search_console: RULE_SEARCH_METRICS,
};

/** Whether the source's rules pick a channel or a campaign (Search Console's watch the whole site). */
export const hasDimension = (source: RuleSource): boolean =>
  source === 'analytics' || source === 'ads';

/**
 * The sources the form offers: Analytics, Ads and budgets always (as before), Search Console when
 * the project has chosen a site, or when the rule being edited already watches it.
 */
export const offeredSources = (
  current: RuleSource,
  targets: Pick<TRuleTargets, 'sources'> | undefined,
): RuleSource[] => [
  'analytics',
  'ads',
  'budget',
  ...(current === 'search_console' || (targets?.sources ?? []).includes('search_console')
    ? (['search_console'] as const)
    : []),
];

/**
 * The severity a budget condition suggests: over-pacing and a spent budget are critical (spend far
 * over budget), the earlier shares and under-pacing a warning.
 */
export const suggestedBudgetSeverity = (
  form: Pick<RuleFormValues, 'type' | 'pacingDirection' | 'spentPercent'>,
): TRuleSeverity =>
  form.type === 'pacing'
    ? form.pacingDirection === 'under'
      ? 'warning'
      : 'critical'
    : Number(form.spentPercent) >= 100
      ? 'critical'
      : 'warning';

/** What choosing a source changes: a metric of it (none for a budget) and its first condition. */
export const patchForSource = (
  form: RuleFormValues,
  source: RuleSource,
  budgets: readonly { id: string }[],
): Partial<RuleFormValues> => {
  if (source === 'budget') {
    const patch = {
      source,
      metric: 'cost',
      dimension: '',
      type: 'pacing' as const,
      pacingDirection: 'over' as const,
      budgetId: form.budgetId || (budgets[0]?.id ?? ''),
    };
    return { ...patch, severity: suggestedBudgetSeverity({ ...form, ...patch }) };
  }
  return {
    source,
    metric: METRICS_OF[source][0] ?? '',
    dimension: '',
    ...(form.source === 'budget' ? { type: 'change' as const, severity: 'warning' as const } : {}),
  };
};

/** Metrics shown as percentages (ROAS too: conversion value per unit of cost). */
const PERCENT_METRICS = new Set(['engagementRate', 'conversionRate', 'ctr', 'roas']);

/** A Search Console position: a lower number is better, so a worsening is a rise. */
export const isLowerBetterForm = (form: Pick<RuleFormValues, 'source' | 'metric'>) =>
  form.source === 'search_console' && form.metric === 'position';
export const isPercentMetric = (metric: string) => PERCENT_METRICS.has(metric);

/**
 * The channels or campaigns the form offers for its source: the project's synced ones, and the
 * rule's own value when the synced data no longer holds it (so editing never changes it unseen).
 */
export const dimensionOptions = (
  form: Pick<RuleFormValues, 'source' | 'dimension'>,
  targets: TRuleTargets | undefined,
): { value: string; label: string }[] => {
  const options =
    form.source === 'analytics'
      ? (targets?.channels ?? []).map((channel) => ({ value: channel, label: channel }))
      : (targets?.campaigns ?? []).map((campaign) => ({
          value: campaign.id,
          label: campaign.name,
        }));
  const current = form.dimension.trim();
  return current === '' || options.some((option) => option.value === current)
    ? options
    : [...options, { value: current, label: current }];
};

export const EMPTY_RULE_FORM: RuleFormValues = {
  name: '',
  severity: 'warning',
  source: 'analytics',
  metric: 'sessions',
  dimension: '',
  type: 'change',
  thresholdDirection: 'below',
  value: '',
  direction: 'down',
  percent: '30',
  against: 'same_weekday_last_week',
  sensitivity: 'medium',
  budgetId: '',
  pacingDirection: 'over',
  fromCycleDay: '5',
  spentPercent: '80',
  minConsecutive: '1',
  cooldownDays: '3',
  skipWeekends: false,
  isEnabled: true,
  isEmailEnabled: true,
  webhookUrl: '',
};

/** The form's values of a saved rule. */
export const formOfRule = (rule: TRule): RuleFormValues => {
  const { target, condition } = rule;
  return {
    ...EMPTY_RULE_FORM,
    name: rule.name,
    severity: rule.severity,
    source: target.source,
    metric: target.metric,
    dimension:
      (target.source === 'analytics'
        ? target.channel
        : target.source === 'ads'
          ? target.campaignId
          : null) ?? '',
    budgetId: target.source === 'budget' ? target.budgetId : '',
    type: condition.type,
    ...(condition.type === 'threshold'
      ? { thresholdDirection: condition.direction, value: String(condition.value) }
      : {}),
    ...(condition.type === 'change'
      ? {
          direction: condition.direction,
          percent: String(condition.percent),
          against: condition.against,
        }
      : {}),
    ...(condition.type === 'anomaly'
      ? { direction: condition.direction, sensitivity: condition.sensitivity }
      : {}),
    ...(condition.type === 'pacing'
      ? { pacingDirection: condition.direction, fromCycleDay: String(condition.fromCycleDay) }
      : {}),
    ...(condition.type === 'budget_spent' ? { spentPercent: String(condition.percent) } : {}),
    minConsecutive: String(rule.minConsecutive),
    cooldownDays: String(rule.cooldownDays),
    skipWeekends: rule.skipWeekends,
    isEnabled: rule.isEnabled,
    isEmailEnabled: rule.isEmailEnabled,
    webhookUrl: rule.webhookUrl ?? '',
  };
};

const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The request body the form describes (a threshold typed in % for a rate is divided by 100). */
export const bodyOfForm = (form: RuleFormValues): TRuleFieldsInput => {
  const dimension = form.dimension.trim() === '' ? null : form.dimension.trim();
  const value = toNumber(form.value);
  return {
    name: form.name,
    severity: form.severity,
    target:
      form.source === 'analytics'
        ? { source: 'analytics', metric: form.metric as never, channel: dimension }
        : form.source === 'ads'
          ? { source: 'ads', metric: form.metric as never, campaignId: dimension }
          : form.source === 'search_console'
            ? { source: 'search_console', metric: form.metric as never }
            : { source: 'budget', budgetId: form.budgetId },
    condition: conditionOfForm(form, value),
    minConsecutive: toNumber(form.minConsecutive),
    cooldownDays: toNumber(form.cooldownDays),
    skipWeekends: form.skipWeekends,
    isEnabled: form.isEnabled,
    isEmailEnabled: form.isEmailEnabled,
    webhookUrl: form.webhookUrl.trim() === '' ? null : form.webhookUrl.trim(),
  };
};

const conditionOfForm = (form: RuleFormValues, value: number): TRuleFieldsInput['condition'] => {
  switch (form.type) {
    case 'pacing':
      return {
        type: 'pacing',
        direction: form.pacingDirection,
        fromCycleDay: toNumber(form.fromCycleDay),
      };
    case 'budget_spent':
      return { type: 'budget_spent', percent: toNumber(form.spentPercent) };
    default:
      return form.type === 'threshold'
        ? {
            type: 'threshold',
            direction: form.thresholdDirection,
            value: isPercentMetric(form.metric) ? value / 100 : value,
          }
        : form.type === 'change'
          ? {
              type: 'change',
              direction: form.direction,
              percent: toNumber(form.percent),
              against: form.against,
            }
          : { type: 'anomaly', direction: form.direction, sensitivity: form.sensitivity };
  }
};

export type RuleFormErrors = Partial<Record<keyof RuleFormValues, string>>;

const FIELD_OF: Record<string, keyof RuleFormValues> = {
  name: 'name',
  'target.metric': 'metric',
  'target.channel': 'dimension',
  'target.campaignId': 'dimension',
  'target.budgetId': 'budgetId',
  'condition.type': 'type',
  'condition.fromCycleDay': 'fromCycleDay',
  'condition.value': 'value',
  'condition.percent': 'percent',
  minConsecutive: 'minConsecutive',
  cooldownDays: 'cooldownDays',
  webhookUrl: 'webhookUrl',
};

/**
 * The contract's checks, by the form's field (the first of each), told in the person's language
 * by `translate` (the contract's own messages are English, for API clients).
 */
export const validateRuleForm = (
  form: RuleFormValues,
  translate: (key: string, values?: Record<string, string | number>) => string,
): RuleFormErrors => {
  const result = ZRuleFieldsSchema.safeParse(bodyOfForm(form));
  if (result.success) return {};
  const errors: RuleFormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    const field =
      path === 'condition.percent' && form.type === 'budget_spent'
        ? 'spentPercent'
        : (FIELD_OF[path] ?? 'name');
    // The webhook's own check is about its scheme and credentials: a web address is asked for.
    const message =
      field === 'webhookUrl' && issue.code === 'custom'
        ? { key: 'common.validation.url' }
        : field === 'budgetId'
          ? { key: 'monitoring.form.budgetRequired' }
          : validationMessageOf(issue);
    errors[field] ??= translate(message.key, message.values);
  }
  return errors;
};
