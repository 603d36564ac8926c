import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZChatQuestionSchema, ZChatThreadParamsSchema } from './chat';

export const ZSendChatMessageRequestSchema = z.object({ text: ZChatQuestionSchema });

/**
 * Ask in a thread. The answer streams as `application/x-ndjson`, one `ChatStreamEvent` a line
 * (see `chat.ts`); the question and the answer are saved together only when the answer finishes.
 */
export const sendChatMessageContract = defineContract({
  method: 'POST',
  path: '/api/project/:projectUid/chat/threads/:threadUid/messages',
  summary: 'Ask the analyst; the answer streams as NDJSON lines (ChatStreamEvent)',
  tags: ['chat'],
  isAuthenticated: true,
  params: ZChatThreadParamsSchema,
  body: ZSendChatMessageRequestSchema,
  status: 200,
  response: z.unknown().describe('application/x-ndjson: one ChatStreamEvent per line'),
});
