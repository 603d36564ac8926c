import { z } from 'zod';
import { ZIsoDateSchema } from '../dashboard/dashboard-query';
import { ZProjectEventSchema } from '../events/event';
import { ZRuleConditionSchema, ZRuleSeveritySchema, ZRuleTargetSchema } from './rule';

export const ALERT_STATUSES = ['open', 'acknowledged', 'snoozed', 'resolved'] as const;
export const ZAlertStatusSchema = z.enum(ALERT_STATUSES);

/** A thing on the alert's days that may explain it. */
export const ZLikelyCauseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    date: ZIsoDateSchema,
    eventKind: z.enum(['annotation', 'connection', 'sync', 'campaign_change']),
    /** The event in plain words (for messages and the chat); screens word `event` themselves. */
    title: z.string(),
    /** The timeline's event, so a screen can say it as the timeline does, in its language. */
    event: ZProjectEventSchema,
  }),
  z.object({
    kind: z.literal('breakdown'),
    /** `channel` (GA4), `campaign` (Ads) or `page` (Search Console). */
    dimension: z.enum(['channel', 'campaign', 'page']),
    value: z.string(),
    valueNow: z.number().nullable(),
    valueBefore: z.number().nullable(),
    change: z.number().nullable(),
  }),
]);
export type TLikelyCause = z.infer<typeof ZLikelyCauseSchema>;

export const ZAlertSchema = z
  .object({
    id: z.uuid(),
    ruleId: z.uuid(),
    ruleName: z.string(),
    target: ZRuleTargetSchema,
    condition: ZRuleConditionSchema,
    /** The rule's severity (as it is now). */
    severity: ZRuleSeveritySchema,
    /** The breaching day, in the source's days. */
    date: ZIsoDateSchema,
    value: z.number().nullable(),
    baseline: z.number().nullable(),
    score: z.number().nullable(),
    /** `snoozed` while `snoozedUntil` is ahead; then open again. */
    status: ZAlertStatusSchema,
    snoozedUntil: z.iso.datetime().nullable(),
    firedAt: z.iso.datetime(),
    acknowledgedAt: z.iso.datetime().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    /**
     * How a resolved alert was resolved: by a person; by the rule (a later day no longer
     * breached); or withdrawn because Google revised the day's data, which no longer breaches.
     */
    resolution: z.enum(['person', 'recovered', 'revised']).nullable(),
    likelyCauses: z.array(ZLikelyCauseSchema),
  })
  .meta({ id: 'MonitoringAlert' });
export type TAlert = z.infer<typeof ZAlertSchema>;
