import {
  PROJECT_SETTINGS_FIELDS,
  ZProjectSettingsSchema,
  type TProjectSettings,
  type TProjectSettingsField,
} from '@kampa/contracts/project/project';
import { isApiError } from '@/lib/api-client';

/** The form edits exactly the project's settings, as text. */
export type ProjectFormValues = TProjectSettings;

export type ProjectFormField = TProjectSettingsField;

/** In the order they appear: the first invalid one gets the focus. */
export const PROJECT_FORM_FIELDS: readonly ProjectFormField[] = PROJECT_SETTINGS_FIELDS;

export type ProjectFieldErrorKind = 'Required' | 'TooLong' | 'Invalid';

/** What is wrong with a field (`nameRequired`, `websiteUrlInvalid`…), or `rejected` by the API. */
export type ProjectFieldError = `${ProjectFormField}${ProjectFieldErrorKind}` | 'rejected';

export type ProjectFormErrors = Partial<Record<ProjectFormField, ProjectFieldError>>;

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** `example.cz` means `https://example.cz`: people rarely type the scheme. */
export const normalizeWebsiteUrl = (value: string): string => {
  const trimmed = value.trim();
  return trimmed && !HAS_SCHEME.test(trimmed) ? `https://${trimmed}` : trimmed;
};

/** Fields whose typed value is completed before it is checked and sent (others are trimmed). */
const NORMALIZERS: Partial<Record<ProjectFormField, (value: string) => string>> = {
  websiteUrl: normalizeWebsiteUrl,
};

/** The value completed where the field says so (the URL's scheme), otherwise as typed. */
export const completeProjectField = (field: ProjectFormField, value: string): string =>
  NORMALIZERS[field]?.(value) ?? value;

/** The value as it will be sent: trimmed, and completed where the field says so. */
export const normalizeProjectField = (field: ProjectFormField, value: string): string =>
  (NORMALIZERS[field] ?? ((text: string) => text.trim()))(value);

/** The most characters a field takes, from its contract schema (for the "at most {{max}}" message). */
export const maxLengthOf = (field: ProjectFormField): number | undefined =>
  ZProjectSettingsSchema.shape[field].maxLength ?? undefined;

/**
 * One field against the contract's own schema (the API validates with the same one): empty when it
 * must not be, too long, or otherwise invalid.
 */
export const validateProjectField = (
  field: ProjectFormField,
  value: string,
): ProjectFieldError | null => {
  const result = ZProjectSettingsSchema.shape[field].safeParse(normalizeProjectField(field, value));
  if (result.success) return null;
  if (!value.trim()) return `${field}Required`;
  return result.error.issues.some((issue) => issue.code === 'too_big')
    ? `${field}TooLong`
    : `${field}Invalid`;
};

export const validateProjectForm = (values: ProjectFormValues): ProjectFormErrors => {
  const errors: ProjectFormErrors = {};
  for (const field of PROJECT_FORM_FIELDS) {
    const error = validateProjectField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
};

/** What the API gets: every field trimmed, the URL with its scheme. */
export const toProjectPayload = (values: ProjectFormValues): ProjectFormValues =>
  Object.fromEntries(
    PROJECT_FORM_FIELDS.map((field) => [field, normalizeProjectField(field, values[field])]),
  ) as ProjectFormValues;

const isFormField = (value: string): value is ProjectFormField =>
  PROJECT_FORM_FIELDS.some((field) => field === value);

/** The form field an API error is about (`field: 'body.websiteUrl'` → `websiteUrl`), if any. */
export const getErrorField = (error: unknown): ProjectFormField | null => {
  if (!isApiError(error) || !error.field?.startsWith('body.')) return null;
  const field = error.field.slice('body.'.length).split('.')[0] ?? '';
  return isFormField(field) ? field : null;
};
