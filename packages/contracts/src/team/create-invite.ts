import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectRoleSchema } from '../project/project';
import { ZInviteEmailSchema, ZInviteWithLinkSchema } from './team';

export const ZCreateInviteRequestSchema = z.object({
  email: ZInviteEmailSchema,
  role: ZProjectRoleSchema,
});

/**
 * Invites an address with a role and e-mails the link. Owners may invite any role, editors viewers
 * only (403). Inviting an address again replaces its pending invite (the old link stops working);
 * a member's address is 409 `already_member`.
 */
export const createInviteContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/invites',
  summary: 'Invite someone to the project by e-mail, with a role',
  tags: ['team'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZProjectParamsSchema,
  body: ZCreateInviteRequestSchema,
  status: 201,
  response: ZInviteWithLinkSchema,
});
