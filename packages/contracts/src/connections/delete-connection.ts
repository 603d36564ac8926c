import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZConnectionIdSchema } from './connection';

export const ZConnectionParamsSchema = z.object({ connectionId: ZConnectionIdSchema });

/** Revokes the grant at Google, stops every sync that used it; the synced data stays. */
export const deleteConnectionContract = defineContract({
  method: 'DELETE',
  path: '/api/connections/:connectionId',
  summary: 'Disconnect a Google account: revoke at Google and stop its syncs',
  tags: ['connections'],
  isAuthenticated: true,
  isSensitive: true,
  params: ZConnectionParamsSchema,
  status: 204,
  response: z.null(),
});
