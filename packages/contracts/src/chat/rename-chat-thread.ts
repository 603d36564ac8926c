import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZChatThreadParamsSchema, ZChatThreadSchema, ZChatTitleSchema } from './chat';

export const ZRenameChatThreadRequestSchema = z.object({ title: ZChatTitleSchema });

export const renameChatThreadContract = defineContract({
  method: 'PATCH',
  path: '/api/project/:projectUid/chat/threads/:threadUid',
  summary: 'Rename a chat thread',
  tags: ['chat'],
  isAuthenticated: true,
  params: ZChatThreadParamsSchema,
  body: ZRenameChatThreadRequestSchema,
  status: 200,
  response: ZChatThreadSchema,
});
