import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZChatThreadSchema } from './chat';

export const ZChatThreadListSchema = z.object({ threads: z.array(ZChatThreadSchema) });

export const listChatThreadsContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/chat/threads',
  summary: "The caller's chat threads in a project, newest first",
  tags: ['chat'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZChatThreadListSchema,
});
