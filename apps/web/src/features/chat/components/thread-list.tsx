import type { TChatThread } from '@kampa/contracts/chat/chat';
import { clsx } from 'clsx';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type Props = {
  threads: TChatThread[];
  selected: string | undefined;
  onSelect: (threadUid: string | undefined) => void;
  onRename: (threadUid: string, title: string) => void;
  onDelete: (threadUid: string) => void;
};

/** The user's threads in the project: open, new, rename (inline), delete (confirmed inline). */
export const ThreadList = ({ threads, selected, onSelect, onRename, onDelete }: Props) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ uid: string; title: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <nav aria-label={t('chat.threads.label')} className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        icon={<Plus aria-hidden="true" className="size-4" />}
        onClick={() => onSelect(undefined)}
      >
        {t('chat.threads.new')}
      </Button>
      {threads.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('chat.threads.empty')}</p>
      ) : null}
      <ul className="space-y-1">
        {threads.map((thread) => (
          <li key={thread.uid} className="group">
            {editing?.uid === thread.uid ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (editing.title.trim()) onRename(thread.uid, editing.title.trim());
                  setEditing(null);
                }}
              >
                <label className="sr-only" htmlFor={`rename-${thread.uid}`}>
                  {t('chat.threads.renameLabel')}
                </label>
                <Input
                  id={`rename-${thread.uid}`}
                  autoFocus
                  maxLength={120}
                  value={editing.title}
                  onChange={(event) => setEditing({ uid: thread.uid, title: event.target.value })}
                  onKeyDown={(event) => event.key === 'Escape' && setEditing(null)}
                />
              </form>
            ) : (
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  aria-current={thread.uid === selected ? 'page' : undefined}
                  onClick={() => onSelect(thread.uid)}
                  className={clsx(
                    'min-w-0 flex-1 truncate rounded-md px-2 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-blue-600',
                    thread.uid === selected
                      ? 'bg-blue-100 font-medium dark:bg-blue-900'
                      : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  {thread.title}
                </button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('chat.threads.rename', { title: thread.title })}
                  onClick={() => setEditing({ uid: thread.uid, title: thread.title })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('chat.threads.delete', { title: thread.title })}
                  onClick={() => setConfirming(thread.uid)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            )}
            {confirming === thread.uid ? (
              <div
                role="group"
                aria-label={t('chat.threads.confirmLabel')}
                className="mt-1 flex gap-2"
              >
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => {
                    setConfirming(null);
                    onDelete(thread.uid);
                  }}
                >
                  {t('chat.threads.confirmDelete')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  {t('chat.threads.cancel')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
};
