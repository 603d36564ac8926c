import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { ZChatToolCallSchema, type TChatToolResult } from '@kampa/contracts/chat/chat';
import { composeAnswer, notUnderstood } from './compose';
import { parseQuestion, type Intent } from './grammar';

/**
 * The offline analyst: a deterministic language model behind the AI SDK's model interface (the
 * same one OpenAI's or Anthropic's providers implement), the default when no model is configured.
 * Step one reads the last question with the grammar and calls the tool that answers it; step two
 * writes the answer from that tool's result. It never guesses: a question outside the grammar gets
 * "I don't understand" with examples.
 */
export const OFFLINE_MODEL_ID = 'offline-analyst';

const ZResultSchema = ZChatToolCallSchema.shape.result.unwrap();

const textOf = (content: LanguageModelV3Prompt[number]['content']): string =>
  typeof content === 'string'
    ? content
    : content
        .map((part) => ('text' in part && typeof part.text === 'string' ? part.text : ''))
        .join('');

const lastQuestion = (prompt: LanguageModelV3Prompt): { text: string; isAnswered: boolean } => {
  const index = prompt.findLastIndex((message) => message.role === 'user');
  const question = index >= 0 ? textOf(prompt[index]!.content) : '';
  return { text: question, isAnswered: prompt.slice(index + 1).some((m) => m.role === 'tool') };
};

type ToolOutcome = { result: TChatToolResult } | { error: string };

/** The last tool result in the prompt: its rows, or the error the tool (or its arguments) gave. */
const lastToolOutcome = (prompt: LanguageModelV3Prompt): ToolOutcome => {
  const message = prompt.findLast((m) => m.role === 'tool');
  const part =
    message?.role === 'tool'
      ? message.content.findLast((p) => p.type === 'tool-result')
      : undefined;
  if (!part || part.type !== 'tool-result') return { error: 'no tool result' };
  const output = part.output;
  if (output.type === 'json') {
    const parsed = ZResultSchema.safeParse(output.value);
    return parsed.success ? { result: parsed.data } : { error: 'unreadable tool result' };
  }
  if (output.type === 'error-text' || output.type === 'text') return { error: output.value };
  return { error: JSON.stringify('value' in output ? output.value : output.type) };
};

const toolCallOf = (
  intent: Intent,
): { toolName: string; input: Record<string, unknown> } | null => {
  const range = (value: { period?: string; lastDays?: number; compare: string }) => ({
    ...(value.period ? { period: value.period } : {}),
    ...(value.lastDays ? { lastDays: value.lastDays } : {}),
    compare: value.compare,
  });
  switch (intent.kind) {
    case 'metrics':
      return { toolName: 'metrics', input: { metrics: intent.metrics, ...range(intent) } };
    case 'top':
      return {
        toolName: 'top_values',
        input: { dimension: intent.dimension, metric: intent.metric, limit: 5, ...range(intent) },
      };
    case 'campaigns':
      return {
        toolName: 'campaigns',
        input: { sortBy: intent.sortBy, order: intent.order, limit: 5, ...range(intent) },
      };
    case 'events':
      return { toolName: 'events', input: range(intent) };
    case 'setup':
      return { toolName: 'project_setup', input: {} };
    case 'alerts':
      return { toolName: 'alerts', input: {} };
    case 'unknown':
      return null;
  }
};

const tokens = (text: string): number => Math.ceil(text.length / 4);

const usageOf = (prompt: LanguageModelV3Prompt, output: string): LanguageModelV3Usage => {
  const input = tokens(JSON.stringify(prompt));
  const out = tokens(output);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: out, text: out, reasoning: undefined },
  };
};

/** What the offline analyst says next for this prompt: a tool call, or the answer's text. */
export const offlineStep = (
  prompt: LanguageModelV3Prompt,
): { content: LanguageModelV3Content[]; isToolCall: boolean; text: string } => {
  const question = lastQuestion(prompt);
  const { language, intent } = parseQuestion(question.text);
  if (!question.isAnswered) {
    const call = toolCallOf(intent);
    if (call) {
      const input = JSON.stringify(call.input);
      return {
        content: [
          {
            type: 'tool-call',
            toolCallId: `offline-${prompt.length}`,
            toolName: call.toolName,
            input,
          },
        ],
        isToolCall: true,
        text: input,
      };
    }
    const text = notUnderstood(language);
    return { content: [{ type: 'text', text }], isToolCall: false, text };
  }
  const text = composeAnswer(language, intent, lastToolOutcome(prompt));
  return { content: [{ type: 'text', text }], isToolCall: false, text };
};

/** Splits text into word-sized pieces, as a model streams them. */
const pieces = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

export const createOfflineModel = (): LanguageModelV3 => ({
  specificationVersion: 'v3',
  provider: 'kampa',
  modelId: OFFLINE_MODEL_ID,
  supportedUrls: {},
  doGenerate: async (options: LanguageModelV3CallOptions) => {
    const step = offlineStep(options.prompt);
    return {
      content: step.content,
      finishReason: { unified: step.isToolCall ? 'tool-calls' : 'stop', raw: undefined },
      usage: usageOf(options.prompt, step.text),
      warnings: [],
    };
  },
  doStream: async (options: LanguageModelV3CallOptions) => {
    const step = offlineStep(options.prompt);
    const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
    for (const item of step.content) {
      if (item.type === 'tool-call') parts.push(item);
      if (item.type === 'text') {
        parts.push({ type: 'text-start', id: 'answer' });
        for (const delta of pieces(item.text))
          parts.push({ type: 'text-delta', id: 'answer', delta });
        parts.push({ type: 'text-end', id: 'answer' });
      }
    }
    parts.push({
      type: 'finish',
      usage: usageOf(options.prompt, step.text),
      finishReason: { unified: step.isToolCall ? 'tool-calls' : 'stop', raw: undefined },
    });
    const signal = options.abortSignal;
    return {
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        pull(controller) {
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          const next = parts.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
    };
  },
});
