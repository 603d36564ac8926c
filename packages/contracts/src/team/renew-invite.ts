import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZInviteParamsSchema, ZInviteWithLinkSchema } from './team';

export const ZRenewInviteRequestSchema = z.object({
  /** E-mail the new link (resend), or only answer it (to copy). */
  sendEmail: z.boolean(),
});

/**
 * Makes a new link for a pending invite, valid for another 7 days; the previous link stops working.
 * Resend e-mails it; copy only answers it (the link is never stored, only its hash).
 */
export const renewInviteContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/invites/:inviteId/link',
  summary: 'A new link for a pending invite (resend it, or copy it)',
  tags: ['team'],
  isAuthenticated: true,
  params: ZInviteParamsSchema,
  body: ZRenewInviteRequestSchema,
  status: 200,
  response: ZInviteWithLinkSchema,
});
