import { z } from 'zod';
import { ZAdsMetricSchema } from '../ads/ads-metrics';
import { isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE } from '../common/text';
import { websiteUrlProblem } from '../common/web-address';
import { ZIsoDateSchema } from '../dashboard/dashboard-query';
import { SEARCH_METRICS } from '../search-console/search-metrics';
import { DEFAULT_RULE_KEYS } from './default-rules';

/** The default rules' names live in a zod-free file the web may load eagerly. */
export { DEFAULT_RULE_KEYS, DEFAULT_RULE_NAMES, defaultRuleKeyOf } from './default-rules';

/**
 * The GA4 numbers a rule may watch: the additive counts and the rates derived from their sums
 * (users are distinct counts and are not watched).
 */
export const RULE_ANALYTICS_METRICS = [
  'sessions',
  'engagedSessions',
  'screenPageViews',
  'keyEvents',
  'totalRevenue',
  'engagementRate',
  'conversionRate',
] as const;
export const ZRuleAnalyticsMetricSchema = z.enum(RULE_ANALYTICS_METRICS);

/**
 * The Search Console numbers a rule may watch, of the whole site: clicks, impressions, CTR and the
 * impression-weighted average position. A lower position is better: a rise in the number is a
 * worsening (a rule on position that watches for trouble looks `up`).
 */
export const RULE_SEARCH_METRICS = SEARCH_METRICS;
export const ZRuleSearchMetricSchema = z.enum(RULE_SEARCH_METRICS);

/** Metrics whose rise is bad news: the rule dialog and the alert texts say so. */
export const isLowerBetterRuleMetric = (target: Pick<TRuleTarget, 'source' | 'metric'>): boolean =>
  target.source === 'search_console' && target.metric === 'position';

const ZDimensionValueSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .refine(isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE);

/**
 * What a rule watches: one GA4 number (of the whole property, or of one channel), one Google Ads
 * number (of the whole account, or of one campaign by its id), one Google Ads budget's spend
 * and pacing, or one Search Console number of the whole site. Day by day, in the source's days (a
 * budget's: its Ads account's; Search Console's: only the days Google has made final).
 */
export const ZRuleTargetSchema = z
  .discriminatedUnion('source', [
    z.object({
      source: z.literal('analytics'),
      metric: ZRuleAnalyticsMetricSchema,
      /** A channel (GA4's default channel group), or null for the whole property. */
      channel: ZDimensionValueSchema.nullable().default(null),
    }),
    z.object({
      source: z.literal('ads'),
      metric: ZAdsMetricSchema,
      /** A campaign's id, or null for the whole account. */
      campaignId: z
        .string()
        .regex(/^[0-9]{1,20}$/, 'must be a campaign id')
        .nullable()
        .default(null),
    }),
    z.object({
      source: z.literal('budget'),
      /** One of the project's Google Ads budgets (`modules/budgets`). */
      budgetId: z.uuid('must be a budget id'),
      /** What the alerts' value and baseline are: the budget's Ads cost, in its currency. */
      metric: z.literal('cost').default('cost'),
    }),
    z.object({
      source: z.literal('search_console'),
      metric: ZRuleSearchMetricSchema,
    }),
  ])
  .meta({ id: 'RuleTarget' });
export type TRuleTarget = z.infer<typeof ZRuleTargetSchema>;

export const CHANGE_BASELINES = ['previous_day', 'same_weekday_last_week'] as const;
export const ANOMALY_SENSITIVITIES = ['low', 'medium', 'high'] as const;
export const RULE_DIRECTIONS = ['up', 'down', 'either'] as const;
/** Which way a budget's pacing must be off track: projected over or under the budget. */
export const PACING_DIRECTIONS = ['over', 'under', 'either'] as const;
export type TPacingDirection = (typeof PACING_DIRECTIONS)[number];
export type TRuleDirection = (typeof RULE_DIRECTIONS)[number];
export type TAnomalySensitivity = (typeof ANOMALY_SENSITIVITIES)[number];

/** The robust z-score beyond which a day is an anomaly, per sensitivity. */
export const ANOMALY_Z_LIMITS: Record<TAnomalySensitivity, number> = {
  low: 5,
  medium: 3.5,
  high: 2.5,
};

const ZThresholdValueSchema = z
  .number()
  .finite('must be a finite number')
  .min(-1e12, 'must be at least -1000000000000')
  .max(1e12, 'must be at most 1000000000000');

/**
 * When a day breaches:
 * - `threshold`: its value is above (or below) `value`;
 * - `change`: it moved by at least `percent` % up (or down, or either way) against the day before
 *   or the same weekday a week earlier (a zero or missing baseline is never a breach);
 * - `anomaly`: its robust z-score (median and MAD) against the same weekday of the 8 weeks before
 *   is beyond the sensitivity's limit, in `direction` (at least 4 such weeks are needed);
 * - `pacing` (budget targets): the budget's pacing as of the day's end is off track in
 *   `direction` (`over` or `under`, as the pacing card says) on or after the cycle's
 *   `fromCycleDay`-th day;
 * - `budget_spent` (budget targets): the cycle's spend up to the day reached `percent` % of the
 *   amount (fires on the first such day of a cycle only).
 */
export const ZRuleConditionSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('threshold'),
      direction: z.enum(['above', 'below']),
      value: ZThresholdValueSchema,
    }),
    z.object({
      type: z.literal('change'),
      direction: z.enum(RULE_DIRECTIONS),
      percent: z
        .number()
        .finite('must be a finite number')
        .min(1, 'must be at least 1')
        .max(10_000, 'must be at most 10000'),
      against: z.enum(CHANGE_BASELINES),
    }),
    z.object({
      type: z.literal('anomaly'),
      direction: z.enum(RULE_DIRECTIONS),
      sensitivity: z.enum(ANOMALY_SENSITIVITIES),
    }),
    z.object({
      type: z.literal('pacing'),
      direction: z.enum(PACING_DIRECTIONS),
      fromCycleDay: z
        .number()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(31, 'must be at most 31'),
    }),
    z.object({
      type: z.literal('budget_spent'),
      percent: z
        .number()
        .finite('must be a finite number')
        .min(1, 'must be at least 1')
        .max(1000, 'must be at most 1000'),
    }),
  ])
  .meta({ id: 'RuleCondition' });
export type TRuleCondition = z.infer<typeof ZRuleConditionSchema>;
export type TRuleConditionType = TRuleCondition['type'];

/** The conditions a budget target takes; the other targets take the rest. */
export const BUDGET_CONDITION_TYPES = ['pacing', 'budget_spent'] as const;
export const METRIC_CONDITION_TYPES = ['threshold', 'change', 'anomaly'] as const;
/** The spent shares offered as quick choices for a `budget_spent` rule. */
export const BUDGET_SPENT_PERCENTS = [80, 90, 100] as const;

/** Whether a condition fits a target: budget conditions for a budget, the others for a metric. */
export const isConditionOfTarget = (
  target: Pick<TRuleTarget, 'source'>,
  condition: Pick<TRuleCondition, 'type'>,
): boolean =>
  target.source === 'budget'
    ? (BUDGET_CONDITION_TYPES as readonly string[]).includes(condition.type)
    : (METRIC_CONDITION_TYPES as readonly string[]).includes(condition.type);

export const RULE_NAME_MAX_LENGTH = 120;

export const ZRuleNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(RULE_NAME_MAX_LENGTH, `must be at most ${RULE_NAME_MAX_LENGTH} characters`)
  .refine(isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE)
  .meta({ examples: ['Spend spike'] });

export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * A webhook's address: http(s), no user name or password. (Outside local use the API also refuses
 * hosts that are not on the public internet.)
 */
export const ZWebhookUrlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
  .refine((value) => {
    const problem = websiteUrlProblem(value);
    return problem === null || problem === 'private_host';
  }, 'must be a web address starting with http:// or https://, without a user name or password')
  .meta({ examples: ['https://hooks.slack.com/services/T000/B000/XXXX'] });

/** One attempt to deliver an alert to a rule's webhook. */
export const ZWebhookDeliverySchema = z.object({
  at: z.iso.datetime(),
  alertDate: ZIsoDateSchema,
  attempt: z.number().int(),
  /** The receiver's HTTP status, or null when it could not be reached. */
  statusCode: z.number().int().nullable(),
  isDelivered: z.boolean(),
  error: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDeliverySchema>;

/** How urgent a rule's alerts are: shown on every alert, the inbox filters and sorts by it. */
export const RULE_SEVERITIES = ['critical', 'warning', 'info'] as const;
export const ZRuleSeveritySchema = z.enum(RULE_SEVERITIES);
export type TRuleSeverity = z.infer<typeof ZRuleSeveritySchema>;

/** A rule's editable fields as an object (extended by the answer; see `ZRuleFieldsSchema`). */
const ZRuleFieldsObjectSchema = z.object({
  name: ZRuleNameSchema,
  target: ZRuleTargetSchema,
  condition: ZRuleConditionSchema,
  severity: ZRuleSeveritySchema.default('warning'),
  /** How many breaching days in a row (weekends skipped when `skipWeekends`) fire an alert. */
  minConsecutive: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(14, 'must be at most 14')
    .default(1),
  /** After an alert, no new one for this many days. */
  cooldownDays: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(90, 'must be at most 90')
    .default(3),
  /** Saturdays and Sundays are neither checked nor counted in a run of breaches. */
  skipWeekends: z.boolean().default(false),
  isEnabled: z.boolean().default(true),
  /** Whether a fired alert is e-mailed to the project's owners and editors. */
  isEmailEnabled: z.boolean().default(true),
  /** Where a fired alert is POSTed as JSON (Slack-compatible `text`), signed; null: nowhere. */
  webhookUrl: ZWebhookUrlSchema.nullable().default(null),
});

/**
 * A rule's editable fields, written once: the create body, the test body and the answer. A budget
 * target takes only the budget conditions, the other targets only theirs.
 */
export const ZRuleFieldsSchema = ZRuleFieldsObjectSchema.superRefine((fields, ctx) => {
  if (isConditionOfTarget(fields.target, fields.condition)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['condition', 'type'],
    message:
      fields.target.source === 'budget'
        ? `must be one of ${BUDGET_CONDITION_TYPES.join(', ')} for a budget target`
        : `must be one of ${METRIC_CONDITION_TYPES.join(', ')} for an ${fields.target.source} target`,
  });
});
export type TRuleFields = z.infer<typeof ZRuleFieldsSchema>;
export type TRuleFieldsInput = z.input<typeof ZRuleFieldsSchema>;

export const ZRuleSchema = ZRuleFieldsObjectSchema.extend({
  id: z.uuid(),
  /** Set on the rules Kampa created for a new source. */
  defaultKey: z.enum(DEFAULT_RULE_KEYS).nullable(),
  /**
   * The key webhook requests are signed with: `X-Kampa-Signature: v1=<hex HMAC-SHA256 of
   * "<X-Kampa-Timestamp>.<body>">`. Only editors and owners see it (null for viewers).
   */
  webhookSecret: z.string().nullable(),
  /**
   * Whether the rule posts to a webhook. Viewers see only this: their `webhookUrl` is null (the
   * address may hold a receiver's secret, e.g. a Slack hook).
   */
  hasWebhook: z.boolean(),
  /** The newest webhook attempts (at most 20), newest first. */
  webhookDeliveries: z.array(ZWebhookDeliverySchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'MonitoringRule' });
export type TRule = z.infer<typeof ZRuleSchema>;

/** One day a rule looked at: the value (null: nothing to divide by, or no data) and its baseline. */
export const ZRuleDaySchema = z.object({
  date: ZIsoDateSchema,
  value: z.number().nullable(),
  /** The threshold, the compared day's value or the median of the same weekdays. */
  baseline: z.number().nullable(),
  /** The relative change (change rules) or the robust z-score (anomaly rules). */
  score: z.number().nullable(),
  isBreach: z.boolean(),
  isFired: z.boolean(),
});
export type TRuleDay = z.infer<typeof ZRuleDaySchema>;
