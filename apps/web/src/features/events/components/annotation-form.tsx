import { ANNOTATION_CATEGORIES } from '@kampa/contracts/events/event';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import {
  ANNOTATION_ERROR_KEYS,
  annotationProblems,
  type AnnotationFormField,
  type AnnotationFormValues,
} from '@/features/events/lib/annotation-form';
import { CATEGORY_KEYS } from './event-item';

/**
 * An annotation's fields: first day, optional last day, title, category and text. Checked by the
 * API's rules before sending; a refusal from the API shows above the buttons.
 */
export const AnnotationForm = ({
  initialValues,
  submitLabel,
  serverError,
  isSubmitting,
  onSubmit,
  secondaryAction,
}: {
  initialValues: AnnotationFormValues;
  submitLabel: string;
  serverError: string | null;
  isSubmitting: boolean;
  onSubmit: (values: AnnotationFormValues) => void;
  secondaryAction: ReactNode;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [isChecked, setIsChecked] = useState(false);
  const problems = isChecked ? annotationProblems(values) : {};
  const errorOf = (field: AnnotationFormField) => {
    const problem = problems[field];
    return problem ? t(ANNOTATION_ERROR_KEYS[problem]) : null;
  };
  const set = (field: AnnotationFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    if (Object.keys(annotationProblems(values)).length === 0) onSubmit(values);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="annotation-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('events.form.from')} error={errorOf('from')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              required
              value={values.from}
              onChange={(e) => set('from', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('events.form.to')} hint={t('events.form.toHint')} error={errorOf('to')}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.to}
              onChange={(e) => set('to', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('events.form.title')} error={errorOf('title')}>
        {(control) => (
          <Input
            {...control}
            required
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('events.form.category')}>
        {(control) => (
          <Select
            {...control}
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
          >
            {ANNOTATION_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(CATEGORY_KEYS[category])}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label={t('events.form.body')}
        hint={t('events.form.bodyHint')}
        error={errorOf('body')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={values.body}
            onChange={(e) => set('body', e.target.value)}
          />
        )}
      </FormField>
      {serverError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
