import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZInviteParamsSchema } from './team';

export const revokeInviteContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/invites/:inviteId',
  summary: 'Revoke a pending invite: its link stops working',
  tags: ['team'],
  isAuthenticated: true,
  params: ZInviteParamsSchema,
  status: 204,
  response: z.null(),
});
