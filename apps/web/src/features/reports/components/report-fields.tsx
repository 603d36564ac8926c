import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { ReportFormErrors, ReportFormValues } from '@/features/reports/lib/report-form';
import { ScheduleFields } from './schedule-fields';
import { SectionChoice } from './section-choice';
import { PERIOD_KEYS } from '@/features/reports/lib/report-labels';

const PERIODS = ['last_month', 'last_week', 'last_28_days', 'rolling'] as const;

/** A report's settings: title, sections, period, comparison, language and recipients. */
export const ReportFields = ({
  form,
  errors,
  onChange,
}: {
  form: ReportFormValues;
  errors: ReportFormErrors;
  onChange: (patch: Partial<ReportFormValues>) => void;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('reports.form.title')}
        error={errors.title ? t('reports.form.errors.title') : null}
      >
        {(control) => (
          <Input
            {...control}
            value={form.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('reports.form.period')}>
          {(control) => (
            <Select
              {...control}
              value={form.periodKind}
              onChange={(event) =>
                onChange({ periodKind: event.target.value as ReportFormValues['periodKind'] })
              }
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(PERIOD_KEYS[period])}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {form.periodKind === 'rolling' ? (
          <FormField
            label={t('reports.form.rollingDays')}
            error={errors.rollingDays ? t('reports.form.errors.rollingDays') : null}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={form.rollingDays}
                onChange={(event) => onChange({ rollingDays: event.target.value })}
              />
            )}
          </FormField>
        ) : null}
        <FormField label={t('reports.form.comparison')}>
          {(control) => (
            <Select
              {...control}
              value={form.comparison}
              onChange={(event) =>
                onChange({ comparison: event.target.value as ReportFormValues['comparison'] })
              }
            >
              <option value="previous_period">{t('reports.comparisons.previous_period')}</option>
              <option value="previous_year">{t('reports.comparisons.previous_year')}</option>
            </Select>
          )}
        </FormField>
        <FormField label={t('reports.form.language')}>
          {(control) => (
            <Select
              {...control}
              value={form.language}
              onChange={(event) =>
                onChange({ language: event.target.value as ReportFormValues['language'] })
              }
            >
              <option value="cs">{t('reports.languages.cs')}</option>
              <option value="en">{t('reports.languages.en')}</option>
            </Select>
          )}
        </FormField>
      </div>
      <SectionChoice
        sections={form.sections}
        hasError={errors.sections === true}
        onChange={(sections) => onChange({ sections })}
      />
      <ScheduleFields form={form} onChange={onChange} />
      <FormField
        label={t('reports.form.recipients')}
        hint={t('reports.form.recipientsHint')}
        error={errors.recipients ? t('reports.form.errors.recipients') : null}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={form.recipients}
            onChange={(event) => onChange({ recipients: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
};
