import { clsx } from 'clsx';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';

const SUGGESTION_KEYS = [
  'chat.suggestions.sessionsLastWeek',
  'chat.suggestions.costYearToDate',
  'chat.suggestions.topChannels',
  'chat.suggestions.worstCpa',
  'chat.suggestions.whatHappened',
  'chat.suggestions.lastSync',
] as const;

/** A question as a chip that wraps on a narrow screen. */
const SUGGESTION_CLASSES = clsx(
  'max-w-full rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  FOCUS_RING,
);

/** Questions the analyst understands, offered before the first one. */
export const Suggestions = ({
  onPick,
  modelKind,
}: {
  onPick: (question: string) => void;
  modelKind: string | null;
}) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="chat-suggestions" className="space-y-3 py-6 text-center">
      <MessageSquare aria-hidden="true" className="mx-auto size-8 text-slate-500" />
      <h2 id="chat-suggestions" className="text-lg font-semibold">
        {t('chat.suggestions.title')}
      </h2>
      {modelKind === 'offline' ? (
        <p className="mx-auto max-w-prose text-slate-600 dark:text-slate-300">
          {t('chat.model.offlineHelp')}
        </p>
      ) : null}
      <ul className="flex flex-wrap justify-center gap-2">
        {SUGGESTION_KEYS.map((key) => (
          <li key={key}>
            <button type="button" className={SUGGESTION_CLASSES} onClick={() => onPick(t(key))}>
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
