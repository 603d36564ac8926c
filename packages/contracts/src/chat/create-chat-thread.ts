import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';
import { ZChatThreadSchema, ZChatTitleSchema } from './chat';

export const ZCreateChatThreadRequestSchema = z.object({ title: ZChatTitleSchema });

export const createChatThreadContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/chat/threads',
  summary: 'Start a chat thread (any member, viewers included)',
  tags: ['chat'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  body: ZCreateChatThreadRequestSchema,
  status: 201,
  response: ZChatThreadSchema,
});
