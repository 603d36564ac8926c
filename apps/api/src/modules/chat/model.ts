import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { TChatInfo } from '@kampa/contracts/chat/get-chat-info';
import type { AppConfig } from '../../config';
import { createOfflineModel, OFFLINE_MODEL_ID } from './offline/offline-model';

export type ChatModelConfig = Pick<
  AppConfig,
  'CHAT_PROVIDER' | 'CHAT_MODEL' | 'CHAT_BASE_URL' | 'CHAT_API_KEY'
>;

export type ChatModel = { model: LanguageModelV3; info: TChatInfo['model'] };

/**
 * The chat's model from the environment: the offline analyst unless CHAT_PROVIDER names a real
 * provider (any OpenAI-compatible endpoint, Anthropic or Google) with CHAT_MODEL.
 */
export const chatModelFrom = (config: ChatModelConfig): ChatModel => {
  const name = config.CHAT_MODEL ?? '';
  const baseURL = config.CHAT_BASE_URL;
  switch (config.CHAT_PROVIDER) {
    case 'offline':
      return { model: createOfflineModel(), info: { kind: 'offline', name: OFFLINE_MODEL_ID } };
    case 'openai-compatible':
      return {
        model: createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: baseURL ?? '',
          ...(config.CHAT_API_KEY ? { apiKey: config.CHAT_API_KEY } : {}),
          includeUsage: true,
        }).chatModel(name),
        info: { kind: 'openai-compatible', name },
      };
    case 'anthropic':
      return {
        model: createAnthropic({
          ...(config.CHAT_API_KEY ? { apiKey: config.CHAT_API_KEY } : {}),
          ...(baseURL ? { baseURL } : {}),
        })(name),
        info: { kind: 'anthropic', name },
      };
    case 'google':
      return {
        model: createGoogleGenerativeAI({
          ...(config.CHAT_API_KEY ? { apiKey: config.CHAT_API_KEY } : {}),
          ...(baseURL ? { baseURL } : {}),
        })(name),
        info: { kind: 'google', name },
      };
  }
};
