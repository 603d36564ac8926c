import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZProjectRoleSchema } from '../project/project';
import { ZInviteSchema, ZMemberSchema } from './team';

export const ZListMembersResponseSchema = z.object({
  /** The caller's own role, so a screen can hide what it may not do. */
  yourRole: ZProjectRoleSchema,
  members: z.array(ZMemberSchema),
  /** Pending invites; empty for viewers, who may not invite. */
  invites: z.array(ZInviteSchema),
});
export type TListMembersResponse = z.infer<typeof ZListMembersResponseSchema>;

export const listMembersContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/members',
  summary: "A project's members with their roles, and its pending invites",
  tags: ['team'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZListMembersResponseSchema,
});
