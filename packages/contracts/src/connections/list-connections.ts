import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZGoogleConnectionSchema } from './connection';

export const ZListConnectionsResponseSchema = z.object({
  connections: z.array(ZGoogleConnectionSchema),
});

export const listConnectionsContract = defineContract({
  method: 'GET',
  path: '/api/connections',
  summary: 'The Google connections the signed-in user made, with the projects using each',
  tags: ['connections'],
  isAuthenticated: true,
  status: 200,
  response: ZListConnectionsResponseSchema,
});
