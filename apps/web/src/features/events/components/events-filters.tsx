import { EVENT_KINDS } from '@kampa/contracts/events/event';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import type { EventsSearch } from '@/features/events/lib/events-search';
import { KIND_KEYS } from './event-item';

const LABEL = 'mb-1.5 block text-xs font-medium text-slate-700 dark:text-slate-300';

/** The timeline's filters: a kind and the days; each change goes to the URL at once. */
export const EventsFilters = ({
  search,
  onChange,
}: {
  search: EventsSearch;
  onChange: (changes: Partial<Record<'kind' | 'from' | 'to', string | undefined>>) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const isFiltered = Boolean(search.kind || search.from || search.to);
  return (
    <form
      role="search"
      aria-label={t('events.filters.label')}
      className="mb-6 flex flex-wrap items-end gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="w-full min-[440px]:w-48">
        <label htmlFor={`${id}-kind`} className={LABEL}>
          {t('events.filters.kind')}
        </label>
        <Select
          id={`${id}-kind`}
          value={search.kind ?? ''}
          onChange={(event) => onChange({ kind: event.target.value || undefined })}
        >
          <option value="">{t('events.filters.allKinds')}</option>
          {EVENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_KEYS[kind])}
            </option>
          ))}
        </Select>
      </div>
      {(['from', 'to'] as const).map((name) => (
        <div key={name} className="min-w-0 flex-1 min-[440px]:w-40 min-[440px]:flex-none">
          <label htmlFor={`${id}-${name}`} className={LABEL}>
            {t(name === 'from' ? 'events.filters.from' : 'events.filters.to')}
          </label>
          <Input
            id={`${id}-${name}`}
            type="date"
            value={search[name] ?? ''}
            onChange={(event) => onChange({ [name]: event.target.value || undefined })}
          />
        </div>
      ))}
      {isFiltered ? (
        <Button
          variant="ghost"
          onClick={() => onChange({ kind: undefined, from: undefined, to: undefined })}
        >
          {t('events.filters.clear')}
        </Button>
      ) : null}
    </form>
  );
};
