import { z } from 'zod';
import { rangeLength } from '../common/date-range';
import {
  isSafeMultiLineText,
  isSafeSingleLineText,
  MULTI_LINE_TEXT_MESSAGE,
  SINGLE_LINE_TEXT_MESSAGE,
} from '../common/text';
import { ZIsoDateSchema } from '../dashboard/dashboard-query';
import { ZProjectRoleSchema } from '../project/project';
import { ZDataSourceSchema } from '../sync/sync';
import { EVENT_KINDS } from './timeline';

export { EVENT_KINDS } from './timeline';
export const ZEventKindSchema = z.enum(EVENT_KINDS);
export type TEventKind = z.infer<typeof ZEventKindSchema>;

/** What an annotation is about, for its colour and filter. */
export const ANNOTATION_CATEGORIES = [
  'campaign',
  'release',
  'content',
  'tracking',
  'offline',
  'other',
] as const;
export const ZAnnotationCategorySchema = z.enum(ANNOTATION_CATEGORIES);
export type TAnnotationCategory = z.infer<typeof ZAnnotationCategorySchema>;

export const CONNECTION_CHANGES = ['connected', 'disconnected', 'reconnect_needed'] as const;
export const ALERT_CHANGES = ['fired', 'resolved'] as const;
/** Someone accepted an invitation, got another role, was removed, or left on their own. */
export const MEMBER_CHANGES = ['joined', 'role_changed', 'removed', 'left'] as const;
export const SYNC_TRIGGERS = ['backfill', 'daily', 'manual'] as const;

export const CAMPAIGN_CHANGES = [
  'paused',
  'enabled',
  'removed',
  'budget_changed',
  'bid_changed',
  'other',
] as const;

export const ANNOTATION_TITLE_MAX_LENGTH = 120;
export const ANNOTATION_BODY_MAX_LENGTH = 2000;
/** The longest span one annotation may cover. */
export const ANNOTATION_MAX_DAYS = 366;

export const ZAnnotationTitleSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(ANNOTATION_TITLE_MAX_LENGTH, `must be at most ${ANNOTATION_TITLE_MAX_LENGTH} characters`)
  .refine(isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE)
  .meta({ examples: ['Spring sale started'] });

export const ZAnnotationBodySchema = z
  .string()
  .trim()
  .max(ANNOTATION_BODY_MAX_LENGTH, `must be at most ${ANNOTATION_BODY_MAX_LENGTH} characters`)
  .refine(isSafeMultiLineText, MULTI_LINE_TEXT_MESSAGE)
  .meta({ examples: ['−20 % on all seeds.\nNewsletter sent at 9:00.'] });

/** The problem with an annotation's days, or null: `to` before `from`, or a span too long. */
export const annotationDaysProblem = (from: string, to: string): string | null => {
  if (to < from) return 'must not be before from';
  if (rangeLength({ from, to }) > ANNOTATION_MAX_DAYS) {
    return `an annotation may span at most ${ANNOTATION_MAX_DAYS} days`;
  }
  return null;
};

/** Days the timeline takes from people: this century (PostgreSQL refuses a year 0). */
export const EVENT_DATE_MIN = '2000-01-01';
export const EVENT_DATE_MAX = '2099-12-31';
export const ZEventDateSchema = ZIsoDateSchema.refine(
  (value) => value >= EVENT_DATE_MIN && value <= EVENT_DATE_MAX,
  `must be between ${EVENT_DATE_MIN} and ${EVENT_DATE_MAX}`,
).meta({ examples: ['2026-03-02'] });

const common = {
  /** Stable id; an annotation's is the one to edit it by. */
  id: z.string(),
  /** When it happened (an annotation: when it was last written). */
  at: z.iso.datetime(),
  /** The day it belongs to, in the project's time zone (an annotation: its first day). */
  date: ZIsoDateSchema,
};

export const ZAnnotationEventSchema = z.object({
  kind: z.literal('annotation'),
  ...common,
  id: z.uuid(),
  /** The last day the annotation covers (equal to `date` for a single day). */
  dateTo: ZIsoDateSchema,
  title: z.string(),
  body: z.string(),
  category: ZAnnotationCategorySchema,
  /** Who wrote it (null when that account is gone). */
  authorName: z.string().nullable(),
});
export type TAnnotationEvent = z.infer<typeof ZAnnotationEventSchema>;

export const ZProjectEventSchema = z
  .discriminatedUnion('kind', [
    ZAnnotationEventSchema,
    z.object({
      kind: z.literal('connection'),
      ...common,
      source: ZDataSourceSchema,
      change: z.enum(CONNECTION_CHANGES),
      /** The property or account's name at the time. */
      sourceName: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('sync'),
      ...common,
      source: ZDataSourceSchema,
      trigger: z.enum(SYNC_TRIGGERS),
      status: z.enum(['succeeded', 'failed']),
      errorCode: z.string().nullable(),
      errorMessage: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('campaign_change'),
      ...common,
      campaignId: z.string().nullable(),
      campaignName: z.string().nullable(),
      change: z.enum(CAMPAIGN_CHANGES),
      changedFields: z.string(),
      /** Status before and after, or the daily budget in the account's currency. */
      before: z.union([z.string(), z.number()]).nullable(),
      after: z.union([z.string(), z.number()]).nullable(),
    }),
    z.object({
      kind: z.literal('alert'),
      ...common,
      change: z.enum(ALERT_CHANGES),
      title: z.string(),
      /** Resolved because Google revised the day's data, which no longer breaches. */
      isRevised: z.boolean().optional(),
    }),
    z.object({
      kind: z.literal('member'),
      ...common,
      change: z.enum(MEMBER_CHANGES),
      /** Whose membership changed (null when that account is gone). */
      memberName: z.string().nullable(),
      /** Who changed it (null when that account is gone). */
      byName: z.string().nullable(),
      /** The role after the change (null once they are gone) and before it (null when they joined). */
      role: ZProjectRoleSchema.nullable(),
      previousRole: ZProjectRoleSchema.nullable(),
    }),
  ])
  .meta({ id: 'ProjectEvent' });
export type TProjectEvent = z.infer<typeof ZProjectEventSchema>;
