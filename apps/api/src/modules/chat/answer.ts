import type { LanguageModelV3 } from '@ai-sdk/provider';
import { ZChatToolCallSchema, type TChatToolCall } from '@kampa/contracts/chat/chat';
import {
  APICallError,
  NoSuchToolError,
  RetryError,
  stepCountIs,
  streamText,
  type ModelMessage,
  type ToolSet,
} from 'ai';

/** Why an answer failed, in words a person can act on; nothing of it is saved. */
export class ChatAnswerError extends Error {
  constructor(
    readonly code:
      | 'provider_timeout'
      | 'provider_rate_limited'
      | 'provider_auth'
      | 'provider_unknown_tool'
      | 'provider_error'
      | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

const ZResultSchema = ZChatToolCallSchema.shape.result.unwrap();

const classify = (error: unknown, isTimeout: boolean): ChatAnswerError => {
  if (isTimeout)
    return new ChatAnswerError('provider_timeout', 'The model did not answer in time.');
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (NoSuchToolError.isInstance(cause)) {
    return new ChatAnswerError(
      'provider_unknown_tool',
      'The model asked for a tool that does not exist.',
    );
  }
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 429) {
      return new ChatAnswerError(
        'provider_rate_limited',
        'The model provider is busy (429). Try again in a while.',
      );
    }
    if (cause.statusCode === 401 || cause.statusCode === 403) {
      return new ChatAnswerError('provider_auth', 'The model provider refused the API key.');
    }
    return new ChatAnswerError(
      'provider_error',
      `The model provider failed (${cause.statusCode ?? 'no answer'}).`,
    );
  }
  if (error instanceof ChatAnswerError) return error;
  return new ChatAnswerError('provider_error', 'The model failed to answer.');
};

export type AnswerInput = {
  model: LanguageModelV3;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  maxSteps: number;
  timeoutMs: number;
  signal: AbortSignal;
  onText: (delta: string) => void;
  onToolCall: (call: TChatToolCall) => void;
};

export type AnswerOutput = { text: string; toolCalls: TChatToolCall[]; tokens: number };

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** Runs one answer: the model's steps and tool calls, streamed through the callbacks. */
export const runAnswer = async (input: AnswerInput): Promise<AnswerOutput> => {
  const timeout = AbortSignal.timeout(input.timeoutMs);
  const signal = AbortSignal.any([input.signal, timeout]);
  const toolCalls: TChatToolCall[] = [];
  let text = '';
  let tokens = 0;
  let failure: unknown = null;
  try {
    const result = streamText({
      model: input.model,
      system: input.system,
      messages: input.messages,
      tools: input.tools,
      stopWhen: stepCountIs(input.maxSteps),
      maxRetries: 0,
      abortSignal: signal,
      onError: ({ error }) => {
        failure ??= error;
      },
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        input.onText(part.text);
      } else if (part.type === 'start-step' && text !== '' && !text.endsWith('\n')) {
        text += '\n';
        input.onText('\n');
      } else if (part.type === 'tool-result' || part.type === 'tool-error') {
        const parsed = part.type === 'tool-result' ? ZResultSchema.safeParse(part.output) : null;
        const call: TChatToolCall = {
          toolCallId: part.toolCallId,
          tool: part.toolName,
          input:
            part.input && typeof part.input === 'object'
              ? (part.input as Record<string, unknown>)
              : {},
          result: parsed?.success ? parsed.data : null,
          error:
            part.type === 'tool-error'
              ? errorText(part.error)
              : parsed?.success
                ? null
                : 'unreadable tool result',
        };
        toolCalls.push(call);
        input.onToolCall(call);
      } else if (part.type === 'error') {
        failure ??= part.error;
      } else if (part.type === 'abort') {
        failure ??= new ChatAnswerError('aborted', 'Stopped.');
      } else if (part.type === 'finish') {
        tokens = part.totalUsage.totalTokens ?? 0;
      }
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure !== null || signal.aborted) {
    if (input.signal.aborted) throw new ChatAnswerError('aborted', 'Stopped.');
    throw classify(failure, timeout.aborted);
  }
  return { text: text.trim(), toolCalls, tokens };
};
