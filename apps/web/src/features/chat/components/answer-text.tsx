import type { TChatGrounding } from '@kampa/contracts/chat/chat';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { flagNumbers } from '@/features/chat/lib/flag-numbers';

/** An answer's text with every number found in no tool result marked, and their count. */
export const AnswerText = ({
  text,
  grounding,
}: {
  text: string;
  grounding: TChatGrounding | null;
}) => {
  const { t } = useTranslation();
  const ungrounded = grounding?.ungrounded ?? [];
  return (
    <div className="space-y-2">
      <p className="whitespace-pre-wrap wrap-anywhere">
        {flagNumbers(text, ungrounded).map((part, index) =>
          part.isFlagged ? (
            <mark
              key={index}
              title={t('chat.grounding.flag')}
              className="rounded bg-amber-200 px-0.5 text-slate-900"
            >
              {part.text}
            </mark>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      {ungrounded.length > 0 ? (
        <p
          className="flex items-center gap-1 text-sm text-amber-800 dark:text-amber-300"
          data-testid="ungrounded"
        >
          <AlertTriangle aria-hidden="true" className="size-4" />
          {t('chat.grounding.count', { count: ungrounded.length })}
        </p>
      ) : null}
    </div>
  );
};
