import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZMemberIdSchema } from './team';

export const ZTransferOwnershipRequestSchema = z.object({ memberId: ZMemberIdSchema });

/** The member becomes an owner and the caller an editor, together (owner only). */
export const transferOwnershipContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/transfer-ownership',
  summary: 'Hand the project over to another member: they become owner, you an editor',
  tags: ['team'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZProjectParamsSchema,
  body: ZTransferOwnershipRequestSchema,
  status: 204,
  response: z.null(),
});
