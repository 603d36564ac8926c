import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectUidSchema, ZWorkspaceUidSchema } from '../common/params';
import { ZAlertSchema } from '../monitoring/alert';
import { ZRuleSeveritySchema } from '../monitoring/rule';

/** How many alerts an inbox answer carries by default (newest first), and at most. */
export const INBOX_PAGE = 100;
export const INBOX_LIMIT_MAX = 500;

/**
 * Which alerts the inbox shows: `active` (the default) the open ones and the acknowledged ones
 * (a snoozed alert is open again once its time is up); or only one of `open`, `acknowledged`,
 * `snoozed`. Resolved alerts are on each project's monitoring page, not in the inbox.
 */
export const INBOX_STATUSES = ['active', 'open', 'acknowledged', 'snoozed'] as const;
export const ZInboxStatusSchema = z.enum(INBOX_STATUSES);
export type TInboxStatus = z.infer<typeof ZInboxStatusSchema>;

/**
 * The inbox narrowed to one workspace: its uid (its projects the caller reaches), or `shared`: the
 * projects of workspaces the caller does not belong to (shared with them project by project, as a
 * client's are). A workspace the caller does not belong to narrows what they already reach, so it
 * is never refused: it shows their alerts of that workspace's projects shared with them, or none.
 */
export const INBOX_SHARED_WORKSPACES = 'shared';
export const ZInboxWorkspaceFilterSchema = z
  .union([ZWorkspaceUidSchema, z.literal(INBOX_SHARED_WORKSPACES)])
  .describe(
    'A workspace id, or `shared`: the projects of workspaces the caller does not belong to',
  );

export const ZInboxQuerySchema = z.object({
  project: ZProjectUidSchema.optional(),
  /** Only one workspace's projects, or `shared` (see `ZInboxWorkspaceFilterSchema`). */
  workspace: ZInboxWorkspaceFilterSchema.optional(),
  severity: ZRuleSeveritySchema.optional(),
  status: ZInboxStatusSchema.default('active'),
  source: z.enum(['analytics', 'ads', 'search_console']).optional(),
  /** The newest this many; `total` says how many match in all. */
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(INBOX_LIMIT_MAX, `must be at most ${INBOX_LIMIT_MAX}`)
    .default(INBOX_PAGE),
});
export type TInboxQuery = z.infer<typeof ZInboxQuerySchema>;

export const ZInboxAlertSchema = ZAlertSchema.extend({
  project: z.object({
    uid: ZProjectUidSchema,
    name: z.string(),
    websiteUrl: z.string(),
    /**
     * The workspace that owns the project; the caller may not belong to it (a project shared with
     * them alone), which is what `workspace=shared` selects.
     */
    workspaceUid: ZWorkspaceUidSchema,
  }),
  /** Whether the caller may acknowledge, snooze or resolve it (an editor or owner of its project). */
  canAct: z.boolean(),
}).meta({ id: 'InboxAlert' });
export type TInboxAlert = z.infer<typeof ZInboxAlertSchema>;

export const ZInboxSchema = z
  .object({
    /** Newest breach first, at most `limit`. */
    alerts: z.array(ZInboxAlertSchema),
    /** How many alerts match the filters (may be more than `alerts` holds). */
    total: z.number().int().min(0),
  })
  .meta({ id: 'AlertsInbox' });
export type TInbox = z.infer<typeof ZInboxSchema>;

export const listInboxContract = defineContract({
  method: 'GET',
  path: '/api/alerts',
  summary: "The alerts of every project the caller is a member of (the agency's inbox)",
  tags: ['monitoring'],
  isAuthenticated: true,
  query: ZInboxQuerySchema,
  status: 200,
  response: ZInboxSchema,
});
