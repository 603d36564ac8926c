import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZChatMessageSchema, ZChatThreadParamsSchema, ZChatThreadSchema } from './chat';

export const ZChatThreadDetailSchema = z.object({
  thread: ZChatThreadSchema,
  messages: z.array(ZChatMessageSchema),
});
export type TChatThreadDetail = z.infer<typeof ZChatThreadDetailSchema>;

export const getChatThreadContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/chat/threads/:threadUid',
  summary: 'A chat thread with its messages, tool calls and results, oldest first',
  tags: ['chat'],
  isAuthenticated: true,
  params: ZChatThreadParamsSchema,
  status: 200,
  response: ZChatThreadDetailSchema,
});
