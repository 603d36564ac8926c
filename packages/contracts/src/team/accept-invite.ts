import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectUidSchema } from '../common/params';
import { ZProjectRoleSchema } from '../project/project';
import { ZInviteTokenParamsSchema } from './team';

export const ZAcceptInviteResponseSchema = z.object({
  projectUid: ZProjectUidSchema,
  role: ZProjectRoleSchema,
});
export type TAcceptInviteResponse = z.infer<typeof ZAcceptInviteResponseSchema>;

/**
 * Joins the project with the invite's role. Only once (then 404), only within 7 days (410
 * `invite_expired`), only signed in with the invited, verified address (403 `invite_email_mismatch`).
 * A member already keeps their role.
 */
export const acceptInviteContract = defineContract({
  method: 'POST',
  path: '/api/invites/:token/accept',
  summary: 'Accept an invitation: join the project with its role',
  tags: ['team'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZInviteTokenParamsSchema,
  status: 200,
  response: ZAcceptInviteResponseSchema,
});
