import { CHAT_MESSAGE_MAX_LENGTH } from '@kampa/contracts/chat/chat';
import { Send, Square } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';

/** The question box: Enter sends, Shift+Enter breaks the line; Stop while an answer streams. */
export const Composer = ({
  isStreaming,
  onAsk,
  onStop,
}: {
  isStreaming: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const question = text.trim();
  const isTooLong = question.length > CHAT_MESSAGE_MAX_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isStreaming || question === '' || isTooLong) return;
    onAsk(question);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('chat.composer.label')}
        </label>
        <Textarea
          id={id}
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          aria-invalid={isTooLong || undefined}
          aria-describedby={isTooLong ? `${id}-error` : undefined}
          className="min-h-16 w-full resize-y"
        />
        {isTooLong ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {t('chat.composer.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })}
          </p>
        ) : null}
      </div>
      {isStreaming ? (
        <Button
          variant="secondary"
          onClick={onStop}
          icon={<Square aria-hidden="true" className="size-4" />}
        >
          {t('chat.composer.stop')}
        </Button>
      ) : (
        <Button
          type="submit"
          disabled={question === '' || isTooLong}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          {t('chat.composer.send')}
        </Button>
      )}
    </form>
  );
};
