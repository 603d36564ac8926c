import { z } from 'zod';
import { defineContract } from '../common/contract';
import { ZProjectParamsSchema } from '../common/params';

export const CHAT_MODEL_KINDS = ['offline', 'openai-compatible', 'anthropic', 'google'] as const;

export const ZChatInfoSchema = z
  .object({
    model: z.object({ kind: z.enum(CHAT_MODEL_KINDS), name: z.string() }),
    limits: z.object({
      messageLength: z.number().int(),
      toolCallsPerAnswer: z.number().int(),
      tokensPerDay: z.number().int(),
      tokensUsedToday: z.number().int(),
    }),
  })
  .meta({ id: 'ChatInfo' });
export type TChatInfo = z.infer<typeof ZChatInfoSchema>;

export const getChatInfoContract = defineContract({
  method: 'GET',
  path: '/api/project/:projectUid/chat',
  summary: 'Which model answers in the chat and the limits of the caller',
  tags: ['chat'],
  isAuthenticated: true,
  params: ZProjectParamsSchema,
  status: 200,
  response: ZChatInfoSchema,
});
