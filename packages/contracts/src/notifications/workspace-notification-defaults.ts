import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZWorkspaceParamsSchema } from '../common/params';
import { ZAlertEmailsSchema, ZNotificationLanguageSchema } from './notification-preferences';

/**
 * A workspace's notification defaults: what its people get while they have not chosen their own
 * notifications (on the account page): the immediate alert e-mails per severity, for the
 * workspace's projects, and the language of those e-mails (null: Czech and English together). A
 * person's own choice always wins: their override for the project, then their account's switches.
 * Nothing saved means every alert e-mail in both languages, as before workspaces had defaults.
 */
export const ZWorkspaceNotificationDefaultsBodySchema = z.object({
  alertEmails: ZAlertEmailsSchema,
  language: ZNotificationLanguageSchema.nullable(),
});
export type TWorkspaceNotificationDefaultsBody = z.infer<
  typeof ZWorkspaceNotificationDefaultsBodySchema
>;

export const ZWorkspaceNotificationDefaultsSchema = ZWorkspaceNotificationDefaultsBodySchema.extend(
  {
    /** False: nothing saved yet, these are Kampa's own defaults. */
    isSaved: z.boolean(),
    /** Whether the caller may change them (the workspace's owner or a manager). */
    canEdit: z.boolean(),
  },
).meta({ id: 'WorkspaceNotificationDefaults' });
export type TWorkspaceNotificationDefaults = z.infer<typeof ZWorkspaceNotificationDefaultsSchema>;

export const getWorkspaceNotificationDefaultsContract = defineContract({
  method: 'GET',
  path: '/api/workspaces/:workspaceUid/notification-defaults',
  summary: "The workspace's notification defaults for people who have not chosen their own",
  tags: ['notifications'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  status: 200,
  response: ZWorkspaceNotificationDefaultsSchema,
});

export const setWorkspaceNotificationDefaultsContract = defineContract({
  method: 'PUT',
  path: '/api/workspaces/:workspaceUid/notification-defaults',
  summary: "Set the workspace's notification defaults (its owner or a manager)",
  tags: ['notifications'],
  isAuthenticated: true,
  params: ZWorkspaceParamsSchema,
  body: ZWorkspaceNotificationDefaultsBodySchema,
  status: 200,
  response: ZWorkspaceNotificationDefaultsSchema,
});
