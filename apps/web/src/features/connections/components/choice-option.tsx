import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { FOCUS_RING } from '@/components/ui/button';

export type ChoiceOptionProps = {
  name: string;
  value: string;
  isChecked: boolean;
  onChoose: (value: string) => void;
  title: ReactNode;
  /** A second line: an id, a currency… */
  detail?: ReactNode;
  /** Why it cannot be chosen (read out with the option), shown when it is disabled. */
  disabledReason?: string | null;
  testId?: string;
};

/** One choice of a radio group, as a card: the whole card is the label. */
export const ChoiceOption = ({
  name,
  value,
  isChecked,
  onChoose,
  title,
  detail,
  disabledReason,
  testId,
}: ChoiceOptionProps) => {
  const reasonId = useId();
  const isDisabled = Boolean(disabledReason);
  return (
    <label
      data-testid={testId}
      className={clsx(
        'flex items-start gap-3 rounded-lg border p-3 text-sm transition-colors motion-reduce:transition-none',
        isDisabled
          ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60'
          : 'cursor-pointer border-slate-200 hover:border-indigo-300 dark:border-slate-800 dark:hover:border-indigo-700',
        isChecked &&
          'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600 dark:border-indigo-400 dark:bg-indigo-950/60 dark:ring-indigo-400',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={isChecked}
        disabled={isDisabled}
        aria-describedby={isDisabled ? reasonId : undefined}
        onChange={() => onChoose(value)}
        className={clsx('mt-0.5 size-4 shrink-0 accent-indigo-600', FOCUS_RING)}
      />
      <span className="min-w-0">
        <span className="block font-medium wrap-anywhere text-slate-900 dark:text-white">
          {title}
        </span>
        {detail ? (
          <span className="mt-0.5 block text-slate-600 dark:text-slate-400">{detail}</span>
        ) : null}
        {isDisabled ? (
          <span id={reasonId} className="mt-1 block text-slate-700 dark:text-slate-300">
            {disabledReason}
          </span>
        ) : null}
      </span>
    </label>
  );
};
