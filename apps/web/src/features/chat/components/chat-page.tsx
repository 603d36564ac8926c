import type { TProject } from '@kampa/contracts/project/project';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useDeleteChatThread } from '@/features/chat/api/delete-chat-thread';
import { useChatInfo } from '@/features/chat/api/get-chat-info';
import { useChatThread } from '@/features/chat/api/get-chat-thread';
import { useChatThreads } from '@/features/chat/api/list-chat-threads';
import { useRenameChatThread } from '@/features/chat/api/rename-chat-thread';
import { IDLE, useChatAnswer } from '@/features/chat/hooks/use-chat-answer';
import { toast } from '@/lib/toast';
import { Composer } from './composer';
import { Conversation } from './conversation';
import { Suggestions } from './suggestions';
import { ThreadList } from './thread-list';

/** `/project/{id}/chat`: the user's threads beside the open one, the answer streaming in. */
export const ChatPage = ({
  project,
  threadUid,
  onThreadChange,
}: {
  project: TProject;
  threadUid: string | undefined;
  onThreadChange: (threadUid: string | undefined) => void;
}) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const info = useChatInfo(uid, project.uid);
  const threads = useChatThreads(uid, project.uid);
  const thread = useChatThread(uid, project.uid, threadUid);
  const rename = useRenameChatThread(uid);
  const remove = useDeleteChatThread(uid);
  const onThreadCreated = useCallback(
    (created: string) => onThreadChange(created),
    [onThreadChange],
  );
  const { state, ask, stop, dismiss } = useChatAnswer({
    userUid: uid,
    projectUid: project.uid,
    threadUid,
    onThreadCreated,
  });
  const select = (next: string | undefined) => {
    dismiss();
    onThreadChange(next);
  };
  const messages = thread.data?.messages ?? [];
  // Once the thread holds the saved answer, the streamed one is not shown beside it.
  const answer = state.answerId && messages.some((m) => m.id === state.answerId) ? IDLE : state;
  const isEmpty = messages.length === 0 && answer.question === null;
  const modelKind = info.data?.model.kind ?? null;
  // The page appears at once when the model and the threads are known, so nothing moves.
  if (info.isPending || threads.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <PageHeader title={t('areas.chat.title')} description={t('areas.chat.description')} />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageHeader title={t('areas.chat.title')} description={t('areas.chat.description')} />
      {modelKind ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="chat-model">
          {modelKind === 'offline'
            ? t('chat.model.offline')
            : t('chat.model.configured', { name: info.data?.model.name ?? '' })}
        </p>
      ) : null}
      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <ThreadList
          threads={threads.data?.threads ?? []}
          selected={threadUid}
          onSelect={select}
          onRename={(target, title) =>
            rename.mutate({ projectUid: project.uid, threadUid: target, title })
          }
          onDelete={(target) =>
            remove.mutate(
              { projectUid: project.uid, threadUid: target },
              {
                onSuccess: () => {
                  toast.success(t('chat.threads.deleted'));
                  if (target === threadUid) select(undefined);
                },
              },
            )
          }
        />
        <section aria-label={t('chat.conversation')} className="flex min-w-0 flex-col gap-4">
          {thread.isError ? (
            <ErrorState
              title={t('chat.threadError.title')}
              description={t('chat.threadError.body')}
              retryLabel={t('chat.threadError.retry')}
              onRetry={() => void thread.refetch()}
              isRetrying={thread.isFetching}
            />
          ) : null}
          {isEmpty && !thread.isLoading ? (
            <Suggestions onPick={(question) => void ask(question)} modelKind={modelKind} />
          ) : null}
          <Conversation
            messages={messages}
            isLoading={thread.isLoading}
            answer={answer}
            projectUid={project.uid}
            onRetry={(question) => void ask(question)}
          />
          <Composer
            isStreaming={state.status === 'streaming'}
            onAsk={(question) => void ask(question)}
            onStop={stop}
          />
        </section>
      </div>
    </div>
  );
};
