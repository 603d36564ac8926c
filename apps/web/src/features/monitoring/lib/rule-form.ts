import { ADS_METRICS } from '@kampa/contracts/ads/ads-metric-names';
import type { TRuleTargets } from '@kampa/contracts/monitoring/list-rule-targets';
import {
  RULE_ANALYTICS_METRICS,
  ZRuleFieldsSchema,
  type TRule,
  type TRuleSeverity,
  type TRuleFieldsInput,
} from '@kampa/contracts/monitoring/rule';
import { validationMessageOf } from '@/lib/validation-message';

export type RuleSource = 'analytics' | 'ads';
export type ConditionType = 'threshold' | 'change' | 'anomaly';

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
};

/** Metrics shown as percentages (ROAS too: conversion value per unit of cost). */
const PERCENT_METRICS = new Set(['engagementRate', 'conversionRate', 'ctr', 'roas']);
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
    dimension: (target.source === 'analytics' ? target.channel : target.campaignId) ?? '',
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
        : { source: 'ads', metric: form.metric as never, campaignId: dimension },
    condition:
      form.type === 'threshold'
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
          : { type: 'anomaly', direction: form.direction, sensitivity: form.sensitivity },
    minConsecutive: toNumber(form.minConsecutive),
    cooldownDays: toNumber(form.cooldownDays),
    skipWeekends: form.skipWeekends,
    isEnabled: form.isEnabled,
    isEmailEnabled: form.isEmailEnabled,
    webhookUrl: form.webhookUrl.trim() === '' ? null : form.webhookUrl.trim(),
  };
};

export type RuleFormErrors = Partial<Record<keyof RuleFormValues, string>>;

const FIELD_OF: Record<string, keyof RuleFormValues> = {
  name: 'name',
  'target.metric': 'metric',
  'target.channel': 'dimension',
  'target.campaignId': 'dimension',
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
    const field = FIELD_OF[issue.path.join('.')] ?? 'name';
    // The webhook's own check is about its scheme and credentials: a web address is asked for.
    const message =
      field === 'webhookUrl' && issue.code === 'custom'
        ? { key: 'common.validation.url' }
        : validationMessageOf(issue);
    errors[field] ??= translate(message.key, message.values);
  }
  return errors;
};
