import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { ZChatToolCallSchema } from '@kampa/contracts/chat/chat';
import { composeAnswer, notUnderstood, type ToolOutcome } from './compose';
import { parseQuestion, type Intent, type RangeSpec } from './grammar';

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

const lastQuestion = (prompt: LanguageModelV3Prompt): { text: string; index: number } => {
  const index = prompt.findLastIndex((message) => message.role === 'user');
  return { text: index >= 0 ? textOf(prompt[index]!.content) : '', index };
};

const outcomeOf = (
  part: Extract<LanguageModelV3Prompt[number], { role: 'tool' }>['content'][number],
): ToolOutcome => {
  if (part.type !== 'tool-result') return { error: 'no tool result' };
  const output = part.output;
  if (output.type === 'json') {
    const parsed = ZResultSchema.safeParse(output.value);
    return parsed.success ? { result: parsed.data } : { error: 'unreadable tool result' };
  }
  if (output.type === 'error-text' || output.type === 'text') return { error: output.value };
  return { error: JSON.stringify('value' in output ? output.value : output.type) };
};

/** The tool results since the question, in the order they came: rows, or the tool's error. */
const toolOutcomesAfter = (prompt: LanguageModelV3Prompt, index: number): ToolOutcome[] =>
  prompt
    .slice(index + 1)
    .flatMap((message) =>
      message.role === 'tool'
        ? message.content.filter((part) => part.type === 'tool-result').map(outcomeOf)
        : [],
    );

type PlannedCall = { toolName: string; input: Record<string, unknown> };

/** The tool calls that answer `intent`, made one step after another. */
const plannedCalls = (intent: Intent): PlannedCall[] => {
  const range = (value: RangeSpec & { compare: string }) => ({
    ...(value.period ? { period: value.period } : {}),
    ...(value.lastDays ? { lastDays: value.lastDays } : {}),
    ...(value.month ? { month: value.month } : {}),
    compare: value.compare,
  });
  switch (intent.kind) {
    case 'metrics':
      // "This month versus last month": each range whole, side by side, neither compared.
      if (intent.versus) {
        return [intent, intent.versus].map((spec) => ({
          toolName: 'metrics',
          input: { metrics: intent.metrics, ...range({ ...spec, compare: 'none' }) },
        }));
      }
      return [{ toolName: 'metrics', input: { metrics: intent.metrics, ...range(intent) } }];
    case 'why':
      // The numbers, then what the timeline and monitoring saw on the same days.
      return [
        { toolName: 'metrics', input: { metrics: intent.metrics, ...range(intent) } },
        { toolName: 'events', input: range(intent) },
        { toolName: 'alerts', input: { state: 'all' } },
      ];
    case 'top':
      return [
        {
          toolName: 'top_values',
          input: { dimension: intent.dimension, metric: intent.metric, limit: 5, ...range(intent) },
        },
      ];
    case 'campaigns':
      return [
        {
          toolName: 'campaigns',
          input: { sortBy: intent.sortBy, order: intent.order, limit: 5, ...range(intent) },
        },
      ];
    case 'campaign':
      return [
        {
          toolName: 'campaigns',
          input: {
            campaign: intent.campaign,
            sortBy: intent.metrics[0],
            order: 'desc',
            limit: 5,
            ...range(intent),
          },
        },
      ];
    case 'events':
      return [{ toolName: 'events', input: range(intent) }];
    case 'setup':
      return [{ toolName: 'project_setup', input: {} }];
    case 'alerts':
      return [{ toolName: 'alerts', input: {} }];
    case 'budgets':
      return [{ toolName: 'budgets', input: {} }];
    case 'search':
      return [
        {
          toolName: 'search_terms',
          input: {
            dimension: intent.dimension,
            metric: intent.metric,
            rank: intent.rank,
            limit: 5,
            ...range(intent),
          },
        },
      ];
    case 'unknown':
      return [];
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
  const outcomes = toolOutcomesAfter(prompt, question.index);
  const planned = plannedCalls(intent);
  if (planned.length === 0) {
    const text = notUnderstood(language);
    return { content: [{ type: 'text', text }], isToolCall: false, text };
  }
  // A failed call ends the plan: the answer says what failed.
  const next = outcomes.some((outcome) => 'error' in outcome)
    ? undefined
    : planned[outcomes.length];
  if (next) {
    const input = JSON.stringify(next.input);
    return {
      content: [
        {
          type: 'tool-call',
          toolCallId: `offline-${prompt.length}`,
          toolName: next.toolName,
          input,
        },
      ],
      isToolCall: true,
      text: input,
    };
  }
  const text = composeAnswer(language, intent, outcomes);
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
