import {
  COMPARISONS,
  comparisonRange,
  DATE_PRESETS,
  MAX_RANGE_DAYS,
  rangeLength,
  type Comparison,
  type DatePreset,
} from '@kampa/contracts/common/date-range';
import type { TPeriod } from '@kampa/contracts/dashboard/period';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { useFormat } from '@/lib/format';
import {
  rangeChoiceOf,
  withComparison,
  withRange,
  type DashboardSearch,
} from '@/lib/dashboard-search';
import { CustomRangeForm, PICKER_LABEL } from './custom-range-form';

const PRESET_KEYS = {
  yesterday: 'dashboards.range.yesterday',
  last_7_days: 'dashboards.range.last_7_days',
  last_28_days: 'dashboards.range.last_28_days',
  last_30_days: 'dashboards.range.last_30_days',
  last_90_days: 'dashboards.range.last_90_days',
  this_month: 'dashboards.range.this_month',
  last_month: 'dashboards.range.last_month',
  year_to_date: 'dashboards.range.year_to_date',
  last_12_months: 'dashboards.range.last_12_months',
} as const satisfies Record<DatePreset, string>;

const COMPARISON_KEYS = {
  previous_period: 'dashboards.compare.previous_period',
  previous_year: 'dashboards.compare.previous_year',
  none: 'dashboards.compare.none',
} as const satisfies Record<Comparison, string>;

const CUSTOM = 'custom';

export type DateRangePickerProps<T extends DashboardSearch> = {
  search: T;
  onSearchChange: (search: T) => void;
  /** The days the dashboard resolved (to prefill custom dates); null while loading. */
  period: TPeriod | null;
};

/**
 * The range (a preset or custom days) and the comparison. Every choice goes into the URL's search
 * params through `onSearchChange`, so the view can be shared as a link and Back returns to the
 * previous view. Custom days apply on "Apply", checked first (from ≤ to, at most three years).
 */
export const DateRangePicker = <T extends DashboardSearch>({
  search,
  onSearchChange,
  period,
}: DateRangePickerProps<T>) => {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const choice = rangeChoiceOf(search);
  // Custom days being edited, not yet applied; otherwise the inputs show the URL's days.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const applied = 'from' in choice ? choice : null;
  const isCustom = draft !== null || applied !== null;
  const shown = draft ?? applied ?? { from: '', to: '' };

  const choosePreset = (value: string) => {
    setError(null);
    if (value === CUSTOM) {
      setDraft({ from: period?.range.from ?? '', to: period?.range.to ?? '' });
      return;
    }
    setDraft(null);
    onSearchChange(withRange(search, { preset: value as DatePreset }));
  };

  // The days the custom range would be compared with, as GA4 and Looker Studio show them.
  const compared =
    shown.from && shown.to && shown.from <= shown.to
      ? comparisonRange(shown, search.compare ?? 'previous_period')
      : null;

  const edit = (field: 'from' | 'to', value: string) => setDraft({ ...shown, [field]: value });

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const { from, to } = shown;
    if (!from || !to) return setError(t('dashboards.range.errors.required'));
    if (from > to) return setError(t('dashboards.range.errors.order'));
    if (rangeLength({ from, to }) > MAX_RANGE_DAYS) {
      return setError(t('dashboards.range.errors.tooLong'));
    }
    setError(null);
    setDraft(null);
    onSearchChange(withRange(search, { from, to }));
  };

  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-3" data-testid="date-range-picker">
      <div className="w-full min-[440px]:w-48">
        <label htmlFor={`${id}-range`} className={PICKER_LABEL}>
          {t('dashboards.range.label')}
        </label>
        <Select
          id={`${id}-range`}
          value={isCustom || !('preset' in choice) ? CUSTOM : choice.preset}
          onChange={(event) => choosePreset(event.target.value)}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(PRESET_KEYS[preset])}
            </option>
          ))}
          <option value={CUSTOM}>{t('dashboards.range.custom')}</option>
        </Select>
      </div>
      {isCustom ? (
        <CustomRangeForm
          days={shown}
          max={period?.today}
          error={error}
          compared={
            compared
              ? t('dashboards.range.comparedWith', {
                  range: format.dateRange(compared.from, compared.to),
                })
              : null
          }
          onEdit={edit}
          onSubmit={applyCustom}
        />
      ) : null}
      <div className="w-full min-[440px]:w-56">
        <label htmlFor={`${id}-compare`} className={PICKER_LABEL}>
          {t('dashboards.compare.label')}
        </label>
        <Select
          id={`${id}-compare`}
          value={search.compare ?? 'previous_period'}
          onChange={(event) =>
            onSearchChange(withComparison(search, event.target.value as Comparison))
          }
        >
          {COMPARISONS.map((comparison) => (
            <option key={comparison} value={comparison}>
              {t(COMPARISON_KEYS[comparison])}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
};
