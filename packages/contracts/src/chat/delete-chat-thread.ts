import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZChatThreadParamsSchema } from './chat';

export const deleteChatThreadContract = defineContract({
  method: 'DELETE',
  path: '/api/project/:projectUid/chat/threads/:threadUid',
  summary: 'Delete a chat thread with its messages',
  tags: ['chat'],
  isAuthenticated: true,
  params: ZChatThreadParamsSchema,
  status: 204,
  response: z.null(),
});
