import { z } from 'zod';
import {
  isSafeMultiLineText,
  isSafeSingleLineText,
  MULTI_LINE_TEXT_MESSAGE,
  SINGLE_LINE_TEXT_MESSAGE,
} from '../common/text';
import { ZProjectParamsSchema } from '../common/params';
import { ZIsoDateSchema } from '../dashboard/dashboard-query';

/** A question may be this long at most (characters). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_TITLE_MAX_LENGTH = 120;

export const ZChatThreadUidSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{21}$/, 'must be a thread id')
  .describe('Public, unguessable chat thread id');
export const ZChatThreadParamsSchema = ZProjectParamsSchema.extend({
  threadUid: ZChatThreadUidSchema,
});

export const ZChatTitleSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(CHAT_TITLE_MAX_LENGTH, `must be at most ${CHAT_TITLE_MAX_LENGTH} characters`)
  .refine(isSafeSingleLineText, SINGLE_LINE_TEXT_MESSAGE);

export const ZChatQuestionSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`)
  .refine(isSafeMultiLineText, MULTI_LINE_TEXT_MESSAGE);

export const ZChatThreadSchema = z
  .object({
    uid: z.string(),
    title: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ChatThread' });
export type TChatThread = z.infer<typeof ZChatThreadSchema>;

/** The screens a data card can link to: the dashboard (or timeline) that shows the same numbers. */
export const CHAT_VIEWS = [
  'overview',
  'analytics',
  'ads',
  'events',
  'project',
  'monitoring',
  'search',
] as const;

/** A cell of a data card: a number, a text, or nothing. */
export const ZChatCellSchema = z.union([z.number(), z.string(), z.null()]);

/**
 * What a tool call read, as the data card shows it: the tool and its arguments, the resolved days
 * (and the compared days), the rows, and the screen with the same numbers for those days.
 */
export const ZChatToolCallSchema = z
  .object({
    toolCallId: z.string(),
    tool: z.string(),
    input: z.record(z.string(), z.unknown()),
    /** Null when the call failed (bad argument, limit, unknown tool): `error` says why. */
    result: z
      .object({
        view: z.enum(CHAT_VIEWS),
        range: z.object({ from: ZIsoDateSchema, to: ZIsoDateSchema }).nullable(),
        compareRange: z.object({ from: ZIsoDateSchema, to: ZIsoDateSchema }).nullable(),
        comparison: z.enum(['previous_period', 'previous_year', 'none']).nullable(),
        currency: z.string().nullable(),
        columns: z.array(z.string()),
        rows: z.array(
          z.object({ label: z.string(), cells: z.record(z.string(), ZChatCellSchema) }),
        ),
        /** Why the rows are empty or partial (a source not connected, no stored day). */
        note: z.string().nullable(),
      })
      .nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ChatToolCall' });
export type TChatToolCall = z.infer<typeof ZChatToolCallSchema>;
export type TChatToolResult = NonNullable<TChatToolCall['result']>;

/** Numbers in an answer's text checked against its tool results; `ungrounded` are the misses. */
export const ZChatGroundingSchema = z.object({
  checked: z.number().int(),
  ungrounded: z.array(z.string()),
});
export type TChatGrounding = z.infer<typeof ZChatGroundingSchema>;

export const ZChatMessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    text: z.string(),
    toolCalls: z.array(ZChatToolCallSchema),
    grounding: ZChatGroundingSchema.nullable(),
    /** The model that answered (assistant messages), e.g. `offline` or `openai:gpt-4o-mini`. */
    model: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ChatMessage' });
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

/**
 * The lines of an answer's stream (`application/x-ndjson`, one JSON object a line): the text as it
 * comes, each tool call and its result, then `done` with both saved messages, or `error` (nothing
 * saved).
 */
export const ZChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), model: z.string() }),
  z.object({ type: z.literal('text'), delta: z.string() }),
  z.object({ type: z.literal('tool'), call: ZChatToolCallSchema }),
  z.object({
    type: z.literal('done'),
    question: ZChatMessageSchema,
    answer: ZChatMessageSchema,
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TChatStreamEvent = z.infer<typeof ZChatStreamEventSchema>;
