import { PROJECT_NAME_MAX_LENGTH } from '@kampa/contracts/project/project';
import { AlertTriangle } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { useProjectForm } from '@/features/projects/hooks/use-project-form';
import { projectErrorKey } from '@/features/projects/lib/project-errors';
import type {
  ProjectFieldError,
  ProjectFormValues,
} from '@/features/projects/lib/project-form-validation';
import {
  getCurrencyOptions,
  getTimeZoneOptions,
  type SelectOption,
} from '@/features/projects/lib/project-options';

const FIELD_ERROR_KEYS = {
  nameRequired: 'projects.form.errors.nameRequired',
  nameTooLong: 'projects.form.errors.nameTooLong',
  websiteUrlRequired: 'projects.form.errors.websiteUrlRequired',
  websiteUrlInvalid: 'projects.form.errors.websiteUrlInvalid',
  timeZoneInvalid: 'projects.form.errors.timeZoneInvalid',
  currencyInvalid: 'projects.form.errors.currencyInvalid',
  rejected: 'projects.form.errors.rejected',
} as const satisfies Record<ProjectFieldError, string>;

const toOptions = (options: SelectOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

export type ProjectFormProps = {
  initialValues: ProjectFormValues;
  submitLabel: string;
  onSubmit: (values: ProjectFormValues) => Promise<unknown>;
  /** Beside the submit button, e.g. a cancel link. */
  secondaryAction?: ReactNode;
  'data-testid'?: string;
};

/** Name, website, time zone and currency, validated inline with the contract's schemas. */
export const ProjectForm = ({
  initialValues,
  submitLabel,
  onSubmit,
  secondaryAction,
  ...props
}: ProjectFormProps) => {
  const { t, i18n } = useTranslation();
  const form = useProjectForm({ initialValues, onSubmit });
  const language = i18n.resolvedLanguage ?? i18n.language;
  // ~420 zones: the option elements are built once, not on every keystroke.
  const timeZones = useMemo(
    () => toOptions(getTimeZoneOptions(initialValues.timeZone)),
    [initialValues.timeZone],
  );
  const currencies = useMemo(
    () => toOptions(getCurrencyOptions(language, initialValues.currency)),
    [language, initialValues.currency],
  );
  const errorText = (field: keyof ProjectFormValues) => {
    const error = form.errors[field];
    return error ? t(FIELD_ERROR_KEYS[error], { max: PROJECT_NAME_MAX_LENGTH }) : null;
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} {...props}>
      <div className="space-y-5">
        <FormField
          label={t('projects.form.name.label')}
          hint={t('projects.form.name.hint')}
          error={errorText('name')}
        >
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
        </FormField>
        <FormField
          label={t('projects.form.websiteUrl.label')}
          hint={t('projects.form.websiteUrl.hint')}
          error={errorText('websiteUrl')}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('websiteUrl')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.example.cz"
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('projects.form.timeZone.label')}
            hint={t('projects.form.timeZone.hint')}
            error={errorText('timeZone')}
          >
            {(control) => (
              <Select {...control} {...form.register('timeZone')}>
                {timeZones}
              </Select>
            )}
          </FormField>
          <FormField
            label={t('projects.form.currency.label')}
            hint={t('projects.form.currency.hint')}
            error={errorText('currency')}
          >
            {(control) => (
              <Select {...control} {...form.register('currency')}>
                {currencies}
              </Select>
            )}
          </FormField>
        </div>
      </div>
      {form.formError ? (
        <p
          role="alert"
          className="mt-5 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(projectErrorKey(form.formError))}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" isLoading={form.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
