import type { TProject } from '@kampa/contracts/project/project';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { readRecentProjects } from '@/lib/recent-projects';
import { switcherProjects } from '@/features/projects/lib/recent-projects';

type Props = {
  /** The user's projects; null while they load. */
  projects: readonly TProject[] | null;
  isError: boolean;
  currentUid: string;
  userUid: string;
  onChoose: (uid: string) => void;
};

/**
 * A combobox: a text box filtering a list of projects below it. Arrow keys move the active option
 * (the text box keeps the focus and points at it with `aria-activedescendant`), Enter opens it,
 * Home/End jump to the first/last, a click opens any.
 */
export const ProjectSwitcherList = ({
  projects,
  isError,
  currentUid,
  userUid,
  onChoose,
}: Props) => {
  const { t } = useTranslation();
  const { language } = useFormat();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Read once per opening: the current project stays where it was while the dialog is open.
  const [recent] = useState(() => readRecentProjects(userUid, window.localStorage));
  const shown = useMemo(
    () => switcherProjects(projects ?? [], recent, query, language),
    [projects, recent, query, language],
  );
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined && shown.length > 0) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && shown[activeIndex]) {
      event.preventDefault();
      onChoose(shown[activeIndex].uid);
    }
  };

  return (
    <div>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('switcher.filter')}
      </label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={shown.length > 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        // Typing filters at once: the dialog opens with the focus here (the dialog's own first
        // focus would land on its close button).
        autoFocus
        placeholder={t('switcher.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="project-switcher-input"
      />
      {projects === null && !isError ? (
        <div className="mt-3 space-y-2" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : null}
      {isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {t('switcher.error')}
        </p>
      ) : null}
      {projects !== null && shown.length === 0 ? (
        <p role="status" className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {t('switcher.none')}
        </p>
      ) : null}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('switcher.listLabel')}
        className={clsx('mt-3 max-h-80 overflow-y-auto', shown.length === 0 && 'hidden')}
      >
        {shown.map((project, index) => (
          <li
            key={project.uid}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            data-testid="project-switcher-option"
            onClick={() => onChoose(project.uid)}
            onMouseMove={() => setActive(index)}
            className={clsx(
              'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm',
              index === activeIndex
                ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100'
                : 'text-slate-800 dark:text-slate-200',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{project.name}</span>
              <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                {project.websiteUrl}
              </span>
            </span>
            {project.uid === currentUid ? (
              <>
                <Check aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t('switcher.current')}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
};
