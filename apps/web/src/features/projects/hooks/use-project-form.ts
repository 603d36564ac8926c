import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  completeProjectField,
  getErrorField,
  PROJECT_FORM_FIELDS,
  toProjectPayload,
  validateProjectField,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormField,
  type ProjectFormValues,
} from '@/features/projects/lib/project-form-validation';

/** Any form control: an input, a select, a text area. */
type Control = HTMLElement;

export type UseProjectFormOptions = {
  initialValues: ProjectFormValues;
  /** Gets the trimmed, normalised values; a rejected API error is shown under its field. */
  onSubmit: (values: ProjectFormValues) => Promise<unknown>;
};

/**
 * The project form's state: values, inline errors from the contract's schemas (all checked on
 * submit, then again while a wrong field is edited), the first invalid field focused, and one
 * submission at a time.
 */
export const useProjectForm = ({ initialValues, onSubmit }: UseProjectFormOptions) => {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: ProjectFormField } | null>(null);
  const isSubmittingRef = useRef(false);
  const controls = useRef<Partial<Record<ProjectFormField, Control | null>>>({});

  // Focus after the render that marked the field invalid, so its error is announced with it.
  useEffect(() => {
    if (focusRequest) controls.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const setFieldError = (field: ProjectFormField, value: string) =>
    setErrors((current) => ({
      ...current,
      [field]: validateProjectField(field, value) ?? undefined,
    }));

  const register = (field: ProjectFormField) => ({
    name: field,
    value: values[field],
    ref: (element: Control | null) => {
      controls.current[field] = element;
    },
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setFieldError(field, value);
    },
    // No validation on blur: a message appearing then would move the submit button away from
    // the pointer between mousedown and mouseup, losing the click. Only a valid value is completed
    // (the URL's scheme).
    onBlur: () => {
      const value = values[field];
      const completed = completeProjectField(field, value);
      if (completed !== value && value.trim() && !validateProjectField(field, value)) {
        setValues((current) => ({ ...current, [field]: completed }));
      }
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmittingRef.current) return;
    const nextErrors = validateProjectForm(values);
    setErrors(nextErrors);
    setFormError(null);
    const firstInvalid = PROJECT_FORM_FIELDS.find((field) => nextErrors[field]);
    if (firstInvalid) {
      setFocusRequest({ field: firstInvalid });
      return;
    }
    isSubmittingRef.current = true;
    setIsSubmitting(true);
    try {
      await onSubmit(toProjectPayload(values));
    } catch (error) {
      const field = getErrorField(error);
      if (field) {
        setErrors({ [field]: validateProjectField(field, values[field]) ?? 'rejected' });
        setFocusRequest({ field });
      } else {
        setFormError(error);
      }
    } finally {
      isSubmittingRef.current = false;
      setIsSubmitting(false);
    }
  };

  return { values, errors, formError, isSubmitting, register, handleSubmit };
};
