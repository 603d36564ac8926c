import { AlertTriangle } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { useProjectForm } from '@/features/projects/hooks/use-project-form';
import { projectErrorKey } from '@/features/projects/lib/project-errors';
import {
  maxLengthOf,
  type ProjectFieldError,
  type ProjectFormField,
  type ProjectFormValues,
} from '@/features/projects/lib/project-form-validation';
import {
  getCurrencyOptions,
  getTimeZoneOptions,
  type SelectOption,
} from '@/features/projects/lib/project-options';

/** Each setting's label and hint (a new setting fails to compile until it has them). */
const FIELD_TEXT = {
  name: { label: 'projects.form.name.label', hint: 'projects.form.name.hint' },
  websiteUrl: { label: 'projects.form.websiteUrl.label', hint: 'projects.form.websiteUrl.hint' },
  description: {
    label: 'projects.form.description.label',
    hint: 'projects.form.description.hint',
  },
  timeZone: { label: 'projects.form.timeZone.label', hint: 'projects.form.timeZone.hint' },
  currency: { label: 'projects.form.currency.label', hint: 'projects.form.currency.hint' },
} as const satisfies Record<ProjectFormField, { label: string; hint: string }>;

/** The message for each way a field can be wrong; any other gets the generic `rejected` one. */
const FIELD_ERROR_KEYS: Partial<Record<ProjectFieldError, string>> = {
  nameRequired: 'projects.form.errors.nameRequired',
  nameTooLong: 'projects.form.errors.nameTooLong',
  nameInvalid: 'projects.form.errors.nameInvalid',
  websiteUrlRequired: 'projects.form.errors.websiteUrlRequired',
  websiteUrlInvalid: 'projects.form.errors.websiteUrlInvalid',
  websiteUrlTooLong: 'projects.form.errors.websiteUrlInvalid',
  descriptionTooLong: 'projects.form.errors.descriptionTooLong',
  descriptionInvalid: 'projects.form.errors.descriptionInvalid',
  timeZoneInvalid: 'projects.form.errors.timeZoneInvalid',
  currencyInvalid: 'projects.form.errors.currencyInvalid',
  rejected: 'projects.form.errors.rejected',
};

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

/** The project's settings, validated inline with the contract's schemas. */
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
  /** Label, hint and the current error of a field, for its FormField. */
  const fieldText = (field: ProjectFormField) => {
    const error = form.errors[field];
    const errorKey = error && (FIELD_ERROR_KEYS[error] ?? FIELD_ERROR_KEYS.rejected);
    return {
      label: t(FIELD_TEXT[field].label),
      hint: t(FIELD_TEXT[field].hint),
      error: errorKey ? t(errorKey, { max: maxLengthOf(field) }) : null,
    };
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(event)} {...props}>
      <div className="space-y-5">
        <FormField {...fieldText('name')}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="off" />}
        </FormField>
        <FormField {...fieldText('websiteUrl')}>
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
        <FormField {...fieldText('description')}>
          {(control) => <Textarea {...control} {...form.register('description')} rows={3} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField {...fieldText('timeZone')}>
            {(control) => (
              <Select {...control} {...form.register('timeZone')}>
                {timeZones}
              </Select>
            )}
          </FormField>
          <FormField {...fieldText('currency')}>
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
