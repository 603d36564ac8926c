import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZMemberParamsSchema } from './team';

/** Owners remove members; the last owner cannot be removed (409 `last_owner`). */
export const removeMemberContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/members/:memberId',
  summary: 'Remove a member from the project (owner only); they lose access at once',
  tags: ['team'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZMemberParamsSchema,
  status: 204,
  response: z.null(),
});
