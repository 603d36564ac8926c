import type { TChatMessage } from '@kampa/contracts/chat/chat';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnswerState } from '@/features/chat/hooks/use-chat-answer';
import { AnswerBubble, QuestionBubble } from './chat-message';

const ERROR_KEYS: Record<string, string> = {
  provider_timeout: 'chat.errors.provider_timeout',
  provider_rate_limited: 'chat.errors.provider_rate_limited',
  provider_auth: 'chat.errors.provider_auth',
  provider_unknown_tool: 'chat.errors.provider_unknown_tool',
  provider_error: 'chat.errors.provider_error',
  chat_limit_reached: 'chat.errors.chat_limit_reached',
  network_error: 'chat.errors.network_error',
};

/** The thread's saved messages, then the answer being written (or why it failed, with retry). */
export const Conversation = ({
  messages,
  isLoading,
  answer,
  projectUid,
  onRetry,
}: {
  messages: TChatMessage[];
  isLoading: boolean;
  answer: AnswerState;
  projectUid: string;
  onRetry: (question: string) => void;
}) => {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="ml-auto h-10 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-3" aria-label={t('chat.conversation')}>
      {messages.map((message) =>
        message.role === 'user' ? (
          <QuestionBubble key={message.id} text={message.text} />
        ) : (
          <AnswerBubble
            key={message.id}
            text={message.text}
            toolCalls={message.toolCalls}
            grounding={message.grounding}
            projectUid={projectUid}
          />
        ),
      )}
      {answer.question ? <QuestionBubble text={answer.question} /> : null}
      {answer.status === 'streaming' ? (
        <AnswerBubble
          text={answer.text}
          toolCalls={answer.toolCalls}
          grounding={null}
          projectUid={projectUid}
          isStreaming
        />
      ) : null}
      {(answer.status === 'failed' || answer.status === 'stopped') && answer.question ? (
        <li
          role="alert"
          className="space-y-2 rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p>
            {answer.status === 'stopped'
              ? t('chat.errors.stopped')
              : t(ERROR_KEYS[answer.error?.code ?? ''] ?? 'chat.errors.generic', {
                  message: answer.error?.message ?? '',
                })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            onClick={() => onRetry(answer.question ?? '')}
          >
            {t('chat.errors.retry')}
          </Button>
        </li>
      ) : null}
    </ol>
  );
};
