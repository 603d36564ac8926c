import type { TChatMessage, TChatToolCall } from '@kampa/contracts/chat/chat';
import type { TChatThreadDetail } from '@kampa/contracts/chat/get-chat-thread';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { createChatThread } from '@/features/chat/api/create-chat-thread';
import { sendChatMessage } from '@/features/chat/api/send-chat-message';

export type AnswerState = {
  status: 'idle' | 'streaming' | 'failed' | 'stopped';
  question: string | null;
  text: string;
  toolCalls: TChatToolCall[];
  error: { code: string; message: string } | null;
  /** The saved answer's id once it is saved: the thread shows it from then on. */
  answerId: string | null;
};

export const IDLE: AnswerState = {
  status: 'idle',
  question: null,
  text: '',
  toolCalls: [],
  error: null,
  answerId: null,
};

const titleOf = (question: string) => question.replace(/\s+/g, ' ').trim().slice(0, 100);

/**
 * One answer at a time: starts a thread when there is none, streams the answer (text and tool
 * calls as they come), and once it is saved puts both messages into the thread's cache. A failed
 * or stopped answer saved nothing: the question stays on screen to retry.
 */
export const useChatAnswer = ({
  userUid,
  projectUid,
  threadUid,
  onThreadCreated,
}: {
  userUid: string;
  projectUid: string;
  threadUid: string | undefined;
  onThreadCreated: (threadUid: string) => void;
}) => {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AnswerState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  // The saved messages replace the streamed answer, which stays on screen until the thread holds
  // them. A read of the thread that began before the save (a new thread's first load) does not
  // have them, and a refetch while it is in flight joins it (identical GETs are shared): so the
  // thread is read once more after it, and the saved messages are put in if still missing.
  const onSaved = useCallback(
    async (thread: string, question: TChatMessage, answer: TChatMessage) => {
      const key = chatKeys.thread(userUid, projectUid, thread);
      const hasAnswer = () =>
        queryClient
          .getQueryData<TChatThreadDetail>(key)
          ?.messages.some((message) => message.id === answer.id) ?? false;
      const addSaved = () =>
        queryClient.setQueryData<TChatThreadDetail>(key, (old) =>
          old ? { ...old, messages: [...old.messages, question, answer] } : old,
        );
      await queryClient.cancelQueries({ queryKey: key });
      if (!hasAnswer()) addSaved();
      await queryClient.invalidateQueries({ queryKey: chatKeys.all(userUid, projectUid) });
      if (!hasAnswer()) await queryClient.refetchQueries({ queryKey: key });
      if (!hasAnswer()) addSaved();
      setState(IDLE);
    },
    [queryClient, userUid, projectUid],
  );

  const ask = useCallback(
    async (question: string) => {
      const stop = new AbortController();
      controller.current = stop;
      setState({ ...IDLE, status: 'streaming', question });
      try {
        let thread = threadUid;
        if (!thread) {
          thread = (await createChatThread(projectUid, titleOf(question))).uid;
          await queryClient.invalidateQueries({ queryKey: chatKeys.threads(userUid, projectUid) });
          onThreadCreated(thread);
        }
        const target = thread;
        let saved: { question: TChatMessage; answer: TChatMessage } | null = null;
        await sendChatMessage(
          { projectUid, threadUid: target, text: question },
          (event) => {
            if (event.type === 'text') setState((s) => ({ ...s, text: s.text + event.delta }));
            if (event.type === 'tool')
              setState((s) => ({ ...s, toolCalls: [...s.toolCalls, event.call] }));
            if (event.type === 'error') {
              setState((s) => ({
                ...s,
                status: 'failed',
                error: { code: event.code, message: event.message },
              }));
            }
            if (event.type === 'done') {
              saved = { question: event.question, answer: event.answer };
              setState((s) => ({ ...s, answerId: event.answer.id }));
            }
          },
          stop.signal,
        );
        const done = saved as { question: TChatMessage; answer: TChatMessage } | null;
        if (done) await onSaved(target, done.question, done.answer);
      } catch (error) {
        if (stop.signal.aborted) {
          setState((s) => ({ ...s, status: 'stopped' }));
          return;
        }
        setState((s) => ({
          ...s,
          status: 'failed',
          error: isApiError(error)
            ? { code: error.code, message: error.message }
            : { code: 'network_error', message: '' },
        }));
      } finally {
        if (controller.current === stop) controller.current = null;
      }
    },
    [threadUid, projectUid, userUid, queryClient, onThreadCreated, onSaved],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setState(IDLE), []);
  return { state, ask, stop, dismiss };
};
