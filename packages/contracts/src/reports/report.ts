import { z } from 'zod';
import { ZProjectParamsSchema } from '../common/params';
import { isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE } from '../common/text';
import { ZInviteEmailSchema } from '../team/team';

export const REPORT_TITLE_MAX_LENGTH = 120;
/** The most addresses one report is sent to. */
export const REPORT_RECIPIENTS_MAX = 20;
/** The longest custom rolling period, in days. */
export const REPORT_ROLLING_MAX_DAYS = 366;
/** How long a new share link works unless asked otherwise, and the longest it may. */
export const SHARE_LINK_DEFAULT_DAYS = 90;
export const SHARE_LINK_MAX_DAYS = 365;
export const SHARE_LINK_PASSWORD_MIN_LENGTH = 8;
export const SHARE_LINK_PASSWORD_MAX_LENGTH = 200;
/** Wrong passwords a link takes within `SHARE_LINK_ATTEMPT_WINDOW_MINUTES` before it locks. */
export const SHARE_LINK_MAX_ATTEMPTS = 10;
export const SHARE_LINK_ATTEMPT_WINDOW_MINUTES = 10;
export const SHARE_LINK_LOCK_MINUTES = 15;

/** What a report may hold, in the order a new report shows them. */
export const REPORT_SECTIONS = [
  'kpis',
  'trend',
  'channels',
  'landingPages',
  'campaigns',
  /** Search Console's clicks, impressions, CTR, position, top queries and pages. */
  'search',
  'targets',
  'events',
  'alerts',
  'summary',
] as const;
export type TReportSection = (typeof REPORT_SECTIONS)[number];

export const REPORT_LANGUAGES = ['cs', 'en'] as const;
export type TReportLanguage = (typeof REPORT_LANGUAGES)[number];

export const REPORT_COMPARISONS = ['previous_period', 'previous_year'] as const;

export const REPORT_PERIOD_KINDS = ['last_month', 'last_week', 'last_28_days', 'rolling'] as const;

/**
 * The days a report covers, resolved whenever it is opened or sent: the previous calendar month,
 * the last 7 days, the last 28 days, or the last `days` days (all ending yesterday, except the
 * month, which is whole).
 */
export const ZReportPeriodSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('last_month') }),
    z.object({ kind: z.literal('last_week') }),
    z.object({ kind: z.literal('last_28_days') }),
    z.object({
      kind: z.literal('rolling'),
      days: z
        .number()
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(REPORT_ROLLING_MAX_DAYS, `must be at most ${REPORT_ROLLING_MAX_DAYS}`),
    }),
  ])
  .meta({ id: 'ReportPeriod' });
export type TReportPeriod = z.infer<typeof ZReportPeriodSchema>;

/**
 * When the report is sent on its own (the API's scheduler, for the period just ended): weekly
 * on an ISO weekday (1 Monday … 7 Sunday) or monthly on a day (1–28, every month has it), at an
 * hour of the project's time zone. Null: sent only by hand.
 */
export const ZReportScheduleSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('weekly'),
      weekday: z.number().int('must be a whole number').min(1).max(7),
      hour: z.number().int('must be a whole number').min(0).max(23),
    }),
    z.object({
      kind: z.literal('monthly'),
      day: z.number().int('must be a whole number').min(1).max(28),
      hour: z.number().int('must be a whole number').min(0).max(23),
    }),
  ])
  .meta({ id: 'ReportSchedule' });
export type TReportSchedule = z.infer<typeof ZReportScheduleSchema>;

/** A report's editable fields: the create and update bodies and part of the answer. */
export const ZReportFieldsSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(REPORT_TITLE_MAX_LENGTH, `must be at most ${REPORT_TITLE_MAX_LENGTH} characters`)
      .refine(isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE)
      .meta({ examples: ['Monthly report'] }),
    /** The sections shown, in this order. */
    sections: z
      .array(z.enum(REPORT_SECTIONS))
      .min(1, 'must hold at least one section')
      .max(REPORT_SECTIONS.length)
      .refine(
        (sections) => new Set(sections).size === sections.length,
        'must not repeat a section',
      ),
    period: ZReportPeriodSchema,
    comparison: z.enum(REPORT_COMPARISONS).default('previous_period'),
    language: z.enum(REPORT_LANGUAGES),
    recipients: z
      .array(ZInviteEmailSchema)
      .max(REPORT_RECIPIENTS_MAX, `must be at most ${REPORT_RECIPIENTS_MAX} addresses`)
      .refine((emails) => new Set(emails).size === emails.length, 'must not repeat an address')
      .default([]),
    schedule: ZReportScheduleSchema.nullable().default(null),
  })
  .meta({ id: 'ReportFields' });
export type TReportFields = z.infer<typeof ZReportFieldsSchema>;
export type TReportFieldsInput = z.input<typeof ZReportFieldsSchema>;

/** active: opens the report; expired and revoked links answer 404. */
export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;

/** A share link as the agency sees it: never its token (only its hash is kept). */
export const ZShareLinkSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(SHARE_LINK_STATES),
    hasPassword: z.boolean(),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    revokedAt: z.iso.datetime().nullable(),
    /** Times the report was shown through this link. */
    opens: z.number().int(),
    lastOpenedAt: z.iso.datetime().nullable(),
    /** Set while too many wrong passwords keep the link locked. */
    lockedUntil: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ShareLink' });
export type TShareLink = z.infer<typeof ZShareLinkSchema>;

export const ZReportSchema = ZReportFieldsSchema.extend({
  id: z.uuid(),
  links: z.array(ZShareLinkSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'Report' });
export type TReport = z.infer<typeof ZReportSchema>;

export const ZReportParamsSchema = ZProjectParamsSchema.extend({
  reportId: z.uuid('must be a report id'),
});

export const ZShareLinkParamsSchema = ZReportParamsSchema.extend({
  linkId: z.uuid('must be a share link id'),
});

/** How long a new or renewed link works, in days from now. */
export const ZShareLinkExpirySchema = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(SHARE_LINK_MAX_DAYS, `must be at most ${SHARE_LINK_MAX_DAYS}`)
  .default(SHARE_LINK_DEFAULT_DAYS);
