import type { TChatMessage, TChatToolCall } from '@kampa/contracts/chat/chat';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { AnswerText } from './answer-text';
import { DataCard } from './data-card';

export const QuestionBubble = ({ text }: { text: string }) => (
  <li className="ml-auto max-w-[85%] rounded-2xl bg-blue-600 px-4 py-2 whitespace-pre-wrap wrap-anywhere text-white">
    {text}
  </li>
);

/** An answer: its text (numbers not in the data marked), its data cards, copy. */
export const AnswerBubble = ({
  text,
  toolCalls,
  grounding,
  projectUid,
  isStreaming = false,
}: {
  text: string;
  toolCalls: TChatToolCall[];
  grounding: TChatMessage['grounding'];
  projectUid: string;
  isStreaming?: boolean;
}) => {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('chat.answer.copied'));
    } catch {
      toast.error(t('chat.answer.copyFailed'));
    }
  };
  return (
    <li
      className="max-w-full space-y-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-800"
      data-testid="chat-answer"
      aria-busy={isStreaming || undefined}
    >
      {text ? <AnswerText text={text} grounding={grounding} /> : null}
      {isStreaming && !text ? (
        <p className="text-slate-600 dark:text-slate-300">{t('chat.answer.thinking')}</p>
      ) : null}
      {toolCalls.length > 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t('chat.card.title')}
          </p>
          {toolCalls.map((call) => (
            <DataCard key={call.toolCallId} call={call} projectUid={projectUid} />
          ))}
        </div>
      ) : null}
      {!isStreaming ? (
        <Button
          variant="ghost"
          size="sm"
          icon={<Copy aria-hidden="true" className="size-4" />}
          onClick={() => void copy()}
        >
          {t('chat.answer.copy')}
        </Button>
      ) : null}
    </li>
  );
};
