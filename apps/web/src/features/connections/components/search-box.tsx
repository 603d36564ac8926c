import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';

/** A labelled search field that filters a list below it as the user types. */
export const SearchBox = ({
  label,
  value,
  onChange,
  resultText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** "3 of 12 shown", announced politely as the list changes. */
  resultText: string;
}) => {
  const id = useId();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <p aria-live="polite" className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
        {resultText}
      </p>
    </div>
  );
};
