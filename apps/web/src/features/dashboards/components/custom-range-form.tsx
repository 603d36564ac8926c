import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export const PICKER_LABEL = 'mb-1.5 block text-xs font-medium text-slate-700 dark:text-slate-300';

type Days = { from: string; to: string };

/** The custom range's two dates and "Apply", with the reason when they cannot be applied. */
export const CustomRangeForm = ({
  days,
  max,
  error,
  compared,
  onEdit,
  onSubmit,
}: {
  days: Days;
  /** The source's today: later days have no data. */
  max: string | undefined;
  error: string | null;
  /** The compared days, said in words; null without a comparison or valid days. */
  compared: string | null;
  onEdit: (field: keyof Days, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: keyof Days, label: string) => (
    <div className="min-w-0 flex-1 min-[440px]:w-40 min-[440px]:flex-none">
      <label htmlFor={`${id}-${name}`} className={PICKER_LABEL}>
        {label}
      </label>
      <Input
        id={`${id}-${name}`}
        type="date"
        value={days[name]}
        max={max}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onEdit(name, event.target.value)}
      />
    </div>
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('dashboards.range.customLabel')}
      className="flex w-full flex-wrap items-end gap-3 min-[440px]:w-auto"
    >
      {field('from', t('dashboards.range.from'))}
      {field('to', t('dashboards.range.to'))}
      <Button type="submit" variant="secondary">
        {t('dashboards.range.apply')}
      </Button>
      {compared && !error ? (
        <p
          className="w-full text-sm text-slate-600 dark:text-slate-400"
          data-testid="custom-range-compared"
        >
          {compared}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="w-full text-sm text-red-700 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </form>
  );
};
