import {
  ZCurrencySchema,
  ZProjectNameSchema,
  ZTimeZoneSchema,
  ZWebsiteUrlSchema,
} from '@kampa/contracts/project/project';
import { isApiError } from '@/lib/api-client';

export type ProjectFormValues = {
  name: string;
  websiteUrl: string;
  timeZone: string;
  currency: string;
};

export type ProjectFormField = keyof ProjectFormValues;

/** In the order they appear: the first invalid one gets the focus. */
export const PROJECT_FORM_FIELDS = [
  'name',
  'websiteUrl',
  'timeZone',
  'currency',
] as const satisfies readonly ProjectFormField[];

export type ProjectFieldError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'websiteUrlRequired'
  | 'websiteUrlInvalid'
  | 'timeZoneInvalid'
  | 'currencyInvalid'
  | 'rejected';

export type ProjectFormErrors = Partial<Record<ProjectFormField, ProjectFieldError>>;

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** `example.cz` means `https://example.cz`: people rarely type the scheme. */
export const normalizeWebsiteUrl = (value: string): string => {
  const trimmed = value.trim();
  return trimmed && !HAS_SCHEME.test(trimmed) ? `https://${trimmed}` : trimmed;
};

/** One field against the contract's own schema (the API validates with the same one). */
export const validateProjectField = (
  field: ProjectFormField,
  value: string,
): ProjectFieldError | null => {
  switch (field) {
    case 'name': {
      const result = ZProjectNameSchema.safeParse(value);
      if (result.success) return null;
      return result.error.issues.some((issue) => issue.code === 'too_big')
        ? 'nameTooLong'
        : 'nameRequired';
    }
    case 'websiteUrl':
      if (!value.trim()) return 'websiteUrlRequired';
      return ZWebsiteUrlSchema.safeParse(normalizeWebsiteUrl(value)).success
        ? null
        : 'websiteUrlInvalid';
    case 'timeZone':
      return ZTimeZoneSchema.safeParse(value).success ? null : 'timeZoneInvalid';
    case 'currency':
      return ZCurrencySchema.safeParse(value).success ? null : 'currencyInvalid';
  }
};

export const validateProjectForm = (values: ProjectFormValues): ProjectFormErrors => {
  const errors: ProjectFormErrors = {};
  for (const field of PROJECT_FORM_FIELDS) {
    const error = validateProjectField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
};

/** What the API sends: trimmed name, URL with its scheme. */
export const toProjectPayload = (values: ProjectFormValues): ProjectFormValues => ({
  name: values.name.trim(),
  websiteUrl: normalizeWebsiteUrl(values.websiteUrl),
  timeZone: values.timeZone,
  currency: values.currency,
});

const isFormField = (value: string): value is ProjectFormField =>
  PROJECT_FORM_FIELDS.some((field) => field === value);

/** The form field an API error is about (`field: 'body.websiteUrl'` → `websiteUrl`), if any. */
export const getErrorField = (error: unknown): ProjectFormField | null => {
  if (!isApiError(error) || !error.field?.startsWith('body.')) return null;
  const field = error.field.slice('body.'.length).split('.')[0] ?? '';
  return isFormField(field) ? field : null;
};
