import type { TChatMessage, TChatStreamEvent } from '@kampa/contracts/chat/chat';
import type { TChatThreadDetail } from '@kampa/contracts/chat/get-chat-thread';
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { useChatAnswer } from './use-chat-answer';

const message = (id: string, role: 'user' | 'assistant'): TChatMessage => ({
  id,
  role,
  text: role === 'user' ? 'sessions?' : 'Sessions: 39,003',
  toolCalls: [],
  grounding: null,
  model: role === 'user' ? null : 'offline:offline-analyst',
  createdAt: '2026-11-23T00:00:00.000Z',
});
const QUESTION = message('q1', 'user');
const ANSWER = message('a1', 'assistant');
const THREAD = {
  uid: 't1',
  title: 'sessions?',
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
};

vi.mock('@/features/chat/api/send-chat-message', () => ({
  sendChatMessage: async (_input: unknown, onEvent: (event: TChatStreamEvent) => void) => {
    onEvent({ type: 'start', model: 'offline:offline-analyst' });
    onEvent({ type: 'text', delta: 'Sessions: 39,003' });
    onEvent({ type: 'done', question: QUESTION, answer: ANSWER });
  },
}));

describe('useChatAnswer', () => {
  it("puts the saved answer in the thread even when the thread's first read began before the save", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = chatKeys.thread('u1', 'p1', 't1');
    // The server: a read that began before the save answers without the messages, and a read
    // asked for while it is in flight joins it (as the API client shares identical GETs).
    let inFlight: Promise<TChatThreadDetail> | null = null;
    const reads: string[] = [];
    const read = () => {
      if (inFlight) {
        reads.push('joined');
        return inFlight;
      }
      reads.push(reads.length === 0 ? 'before the save' : 'after the save');
      const isFirst = reads.length === 1;
      const result = new Promise<TChatThreadDetail>((resolve) =>
        setTimeout(() => {
          inFlight = null;
          resolve({ thread: THREAD, messages: isFirst ? [] : [QUESTION, ANSWER] });
        }, 0),
      );
      inFlight = result;
      return result;
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // The thread screen's query, mounted: its first read is under way when the answer is saved.
    const { result } = renderHook(
      () =>
        useChatAnswer({
          userUid: 'u1',
          projectUid: 'p1',
          threadUid: 't1',
          onThreadCreated: () => undefined,
        }),
      { wrapper },
    );
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: read });
    const unsubscribe = observer.subscribe(() => undefined);
    await act(() => result.current.ask('sessions?'));
    expect(queryClient.getQueryData<TChatThreadDetail>(key)?.messages.map((m) => m.id)).toEqual([
      'q1',
      'a1',
    ]);
    expect(result.current.state.status).toBe('idle');
    expect(reads).toContain('after the save');
    unsubscribe();
  });
});
