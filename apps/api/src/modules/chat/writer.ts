import { generateText } from 'ai';
import { chatModelFrom, type ChatModelConfig } from './model';

/**
 * Text from the chat's configured model for another module's prompt (no tools, one step): a
 * report's summary worded from its facts. Rejects on any failure or after `timeoutMs`; the caller
 * checks the numbers (`checkGroundingAgainst`) and keeps its own wording on any doubt.
 */
export type TextWriter = (input: {
  system: string;
  prompt: string;
  timeoutMs: number;
}) => Promise<string>;

/**
 * The chat's model as a text writer, or null when the chat runs the offline analyst (which
 * answers questions from tools and words nothing else).
 */
export const textWriterFrom = (config: ChatModelConfig): TextWriter | null => {
  if (config.CHAT_PROVIDER === 'offline') return null;
  const { model } = chatModelFrom(config);
  return async ({ system, prompt, timeoutMs }) => {
    const result = await generateText({
      model,
      system,
      prompt,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return result.text;
  };
};
