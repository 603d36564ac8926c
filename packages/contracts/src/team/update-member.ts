import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectRoleSchema } from '../project/project';
import { ZMemberParamsSchema, ZMemberSchema } from './team';

export const ZUpdateMemberRequestSchema = z.object({ role: ZProjectRoleSchema });

/** Owners change roles; the last owner cannot become less (409 `last_owner`). */
export const updateMemberContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid/members/:memberId',
  summary: "Change a member's role (owner only)",
  tags: ['team'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZMemberParamsSchema,
  body: ZUpdateMemberRequestSchema,
  status: 200,
  response: ZMemberSchema,
});
