import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectRoleSchema } from '../project/project';
import { ZInviteTokenParamsSchema } from './team';

export const ZInvitePreviewSchema = z.object({
  projectName: z.string(),
  role: ZProjectRoleSchema,
  invitedByName: z.string().nullable(),
  /** The address the invite is for: only that account may accept it. */
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TInvitePreview = z.infer<typeof ZInvitePreviewSchema>;

/** What an invitation link offers, before accepting. 404 for an unknown, revoked or used link. */
export const getInviteContract = defineContract({
  method: 'GET',
  path: '/api/invites/:token',
  summary: 'What an invitation link offers (project, role, who invited)',
  tags: ['team'],
  isAuthenticated: true,
  params: ZInviteTokenParamsSchema,
  status: 200,
  response: ZInvitePreviewSchema,
});
