import type {
  TChatGrounding,
  TChatMessage,
  TChatStreamEvent,
  TChatThread,
  TChatToolCall,
} from '@kampa/contracts/chat/chat';
import type { TChatInfo } from '@kampa/contracts/chat/get-chat-info';
import { todayIn } from '@kampa/contracts/common/date-range';
import type { ModelMessage } from 'ai';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import type { DashboardDeps } from '../dashboards';
import { requireProjectAccess } from '../access';
import { generateProjectUid } from '../project';
import { ChatAnswerError, runAnswer } from './answer';
import { checkGrounding } from './grounding';
import type { ChatModel } from './model';
import * as repository from './repository';
import { buildTools } from './tool-set';

/**
 * Chat threads and answers. Any member may chat (viewers too); a thread is its author's, so
 * another member, another project or a stranger never sees it (404). The project an answer's
 * tools read is the one in the URL, checked here, never an argument the model can give.
 */
export type ChatDeps = DashboardDeps & {
  chatConfig: Pick<
    AppConfig,
    'CHAT_TOKENS_PER_DAY' | 'CHAT_TOOL_CALLS_PER_ANSWER' | 'CHAT_TIMEOUT_SECONDS'
  >;
  chatModel: ChatModel;
};

const presentThread = (row: repository.ThreadRow): TChatThread => ({
  uid: row.uid,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const presentMessage = (row: repository.MessageRow): TChatMessage => ({
  id: row.id,
  role: row.role,
  text: row.text,
  toolCalls: (row.toolCalls as TChatToolCall[] | null) ?? [],
  grounding: (row.grounding as TChatGrounding | null) ?? null,
  model: row.model,
  createdAt: row.createdAt.toISOString(),
});

const utcDay = (): string => new Date().toISOString().slice(0, 10);

const openThread = async (
  deps: ChatDeps,
  user: AuthenticatedUser,
  projectUid: string,
  threadUid: string,
) => {
  const { project } = await requireProjectAccess(deps.db, user, projectUid, 'view');
  const thread = await repository.findThread(deps.db, project.id, user.id, threadUid);
  if (!thread) throw new AppError(404, 'not_found', 'Thread not found');
  return { project, thread };
};

export const getChatInfo = async (
  deps: ChatDeps,
  user: AuthenticatedUser,
  projectUid: string,
  messageLength: number,
): Promise<TChatInfo> => {
  await requireProjectAccess(deps.db, user, projectUid, 'view');
  return {
    model: deps.chatModel.info,
    limits: {
      messageLength,
      toolCallsPerAnswer: deps.chatConfig.CHAT_TOOL_CALLS_PER_ANSWER,
      tokensPerDay: deps.chatConfig.CHAT_TOKENS_PER_DAY,
      tokensUsedToday: await repository.tokensUsed(deps.db, user.id, utcDay()),
    },
  };
};

export const listThreads = async (deps: ChatDeps, user: AuthenticatedUser, projectUid: string) => {
  const { project } = await requireProjectAccess(deps.db, user, projectUid, 'view');
  const rows = await repository.listThreads(deps.db, project.id, user.id);
  return { threads: rows.map(presentThread) };
};

export const createThread = async (
  deps: ChatDeps,
  user: AuthenticatedUser,
  projectUid: string,
  title: string,
): Promise<TChatThread> => {
  const { project } = await requireProjectAccess(deps.db, user, projectUid, 'view');
  const row = await repository.insertThread(deps.db, {
    uid: generateProjectUid(),
    projectId: project.id,
    userId: user.id,
    title,
  });
  return presentThread(row);
};

export const getThread = async (
  deps: ChatDeps,
  user: AuthenticatedUser,
  projectUid: string,
  threadUid: string,
) => {
  const { thread } = await openThread(deps, user, projectUid, threadUid);
  const messages = await repository.listMessages(deps.db, thread.id);
  return { thread: presentThread(thread), messages: messages.map(presentMessage) };
};

export const renameThread = async (
  deps: ChatDeps,
  user: AuthenticatedUser,
  projectUid: string,
  { threadUid, title }: { threadUid: string; title: string },
): Promise<TChatThread> => {
  const { thread } = await openThread(deps, user, projectUid, threadUid);
  return presentThread(await repository.renameThread(deps.db, thread.id, title));
};

export const deleteThread = async (
  deps: ChatDeps,
  user: AuthenticatedUser,
  projectUid: string,
  threadUid: string,
): Promise<null> => {
  const { thread } = await openThread(deps, user, projectUid, threadUid);
  await repository.deleteThread(deps.db, thread.id);
  return null;
};

const HISTORY_MESSAGES = 20;

const systemPrompt = (projectName: string, today: string): string =>
  [
    `You are Kampa's analyst for the project "${projectName}". Today is ${today}.`,
    'Answer only from the tools: call them for every number you give and never write a number that is not in a tool result of this answer (rates in results are fractions: 0.052 may be written 5.2 %). Write numbers in digits, never in words.',
    'The project is fixed: you cannot read any other project.',
    'Answer briefly, in the language of the question (Czech or English). Name the days you read.',
  ].join('\n');

/**
 * Checks everything that can refuse a question (access, the thread, the day's tokens) before the
 * answer starts streaming, and returns the answer to run: it streams events through `emit` and
 * saves the question with the answer only when the answer finished.
 */
export const prepareAnswer = async (
  deps: ChatDeps,
  user: AuthenticatedUser,
  projectUid: string,
  { threadUid, question }: { threadUid: string; question: string },
) => {
  const { project, thread } = await openThread(deps, user, projectUid, threadUid);
  const day = utcDay();
  const used = await repository.tokensUsed(deps.db, user.id, day);
  if (used >= deps.chatConfig.CHAT_TOKENS_PER_DAY) {
    const error = new AppError(429, 'chat_limit_reached', "Today's chat allowance is used up");
    error.retryAfterSeconds = Math.ceil((Date.parse(`${day}T24:00:00Z`) - Date.now()) / 1000);
    throw error;
  }
  const history = (await repository.listMessages(deps.db, thread.id)).slice(-HISTORY_MESSAGES);
  const messages: ModelMessage[] = [
    ...history.map((row): ModelMessage =>
      row.role === 'user'
        ? { role: 'user', content: row.text }
        : { role: 'assistant', content: row.text },
    ),
    { role: 'user', content: question },
  ];
  const limit = deps.chatConfig.CHAT_TOOL_CALLS_PER_ANSWER;
  const modelName = `${deps.chatModel.info.kind}:${deps.chatModel.info.name}`;

  return async (emit: (event: TChatStreamEvent) => void, signal: AbortSignal): Promise<void> => {
    emit({ type: 'start', model: modelName });
    try {
      const answer = await runAnswer({
        model: deps.chatModel.model,
        system: systemPrompt(project.name, todayIn(project.timeZone)),
        messages,
        tools: buildTools({ deps, user, projectUid }, limit),
        maxSteps: limit + 1,
        timeoutMs: deps.chatConfig.CHAT_TIMEOUT_SECONDS * 1000,
        signal,
        onText: (delta) => emit({ type: 'text', delta }),
        onToolCall: (call) => emit({ type: 'tool', call }),
      });
      const results = answer.toolCalls.flatMap((call) => (call.result ? [call.result] : []));
      const grounding = checkGrounding(answer.text, results);
      const saved = await repository.saveExchange(deps.db, {
        threadId: thread.id,
        userId: user.id,
        day,
        tokens: answer.tokens,
        messages: [
          { role: 'user', text: question, toolCalls: [], grounding: null, model: null },
          {
            role: 'assistant',
            text: answer.text,
            toolCalls: answer.toolCalls,
            grounding,
            model: modelName,
          },
        ],
      });
      const [asked, answered] = saved ?? [];
      if (!asked || !answered) {
        emit({ type: 'error', code: 'not_found', message: 'The thread was deleted.' });
        return;
      }
      emit({ type: 'done', question: presentMessage(asked), answer: presentMessage(answered) });
    } catch (error) {
      if (error instanceof ChatAnswerError) {
        emit({ type: 'error', code: error.code, message: error.message });
        return;
      }
      if (error instanceof AppError) {
        emit({ type: 'error', code: error.code, message: error.message });
        return;
      }
      emit({ type: 'error', code: 'internal_error', message: 'The answer failed.' });
    }
  };
};
