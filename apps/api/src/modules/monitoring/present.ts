import type { TAlert, TLikelyCause } from '@kampa/contracts/monitoring/alert';
import {
  ZRuleConditionSchema,
  ZRuleTargetSchema,
  type TRule,
  type TRuleFields,
  type TWebhookDelivery,
} from '@kampa/contracts/monitoring/rule';
import type { AlertRow } from './alerts-repository';
import type { DeliveryRow } from './delivery-repository';
import type { RuleRow } from './rules-repository';

/** A stored rule as the contract says (its JSON parsed again, so a bad row fails loudly). */
export const ruleFieldsOf = (row: RuleRow): TRuleFields => ({
  name: row.name,
  target: ZRuleTargetSchema.parse(row.target),
  condition: ZRuleConditionSchema.parse(row.condition),
  severity: row.severity,
  minConsecutive: row.minConsecutive,
  cooldownDays: row.cooldownDays,
  skipWeekends: row.skipWeekends,
  isEnabled: row.isEnabled,
  isEmailEnabled: row.isEmailEnabled,
  webhookUrl: row.webhookUrl,
});

export const presentDelivery = (row: DeliveryRow): TWebhookDelivery => ({
  at: row.createdAt.toISOString(),
  alertDate: row.alertDate,
  attempt: row.attempt,
  statusCode: row.statusCode,
  isDelivered: row.isDelivered,
  error: row.error,
});

/**
 * A rule as its reader may see it: editors and owners get the webhook's address and secret;
 * viewers only whether there is a webhook (`hasWebhook`).
 */
export const presentRule = (
  row: RuleRow,
  extra: {
    canSeeWebhook: boolean;
    webhookSecret: string | null;
    deliveries: readonly DeliveryRow[];
  },
): TRule => ({
  ...ruleFieldsOf(row),
  webhookUrl: extra.canSeeWebhook ? row.webhookUrl : null,
  hasWebhook: row.webhookUrl !== null,
  id: row.id,
  webhookSecret: extra.canSeeWebhook ? extra.webhookSecret : null,
  webhookDeliveries: extra.deliveries.map(presentDelivery),
  defaultKey: (row.defaultKey as TRule['defaultKey']) ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A snooze hides an alert that is not resolved (open or acknowledged) until its time is up. */
export const alertStatusOf = (alert: AlertRow, now: Date): TAlert['status'] =>
  alert.status !== 'resolved' && alert.snoozedUntil && alert.snoozedUntil > now
    ? 'snoozed'
    : alert.status;

/**
 * An alert as the contract says. `fields`: the rule's fields already parsed (a list of many
 * alerts of few rules parses each rule once).
 */
export const presentAlert = ({
  alert,
  rule,
  likelyCauses,
  now = new Date(),
  fields = ruleFieldsOf(rule),
}: {
  alert: AlertRow;
  rule: RuleRow;
  likelyCauses: TLikelyCause[];
  now?: Date;
  fields?: TRuleFields;
}): TAlert => {
  return {
    id: alert.id,
    ruleId: rule.id,
    ruleName: rule.name,
    target: fields.target,
    condition: fields.condition,
    severity: fields.severity,
    date: alert.date,
    value: alert.value,
    baseline: alert.baseline,
    score: alert.score,
    status: alertStatusOf(alert, now),
    snoozedUntil: alert.snoozedUntil?.toISOString() ?? null,
    firedAt: alert.firedAt.toISOString(),
    acknowledgedAt: alert.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: alert.resolvedAt?.toISOString() ?? null,
    resolution:
      alert.status === 'resolved'
        ? (alert.resolution ?? (alert.isAutoResolved ? 'recovered' : 'person'))
        : null,
    likelyCauses,
  };
};
