import {
  ANNOTATION_BODY_MAX_LENGTH,
  ANNOTATION_MAX_DAYS,
  ANNOTATION_TITLE_MAX_LENGTH,
  type TAnnotationCategory,
  type TAnnotationEvent,
  ZEventDateSchema,
} from '@kampa/contracts/events/event';
import { ZIsoDateSchema } from '@kampa/contracts/dashboard/dashboard-query';
import { rangeLength, type IsoDate } from '@kampa/contracts/common/date-range';
import { isSafeMultiLineText, isSafeSingleLineText } from '@kampa/contracts/common/text';
import type { TCreateAnnotationRequest } from '@kampa/contracts/events/create-annotation';

export type AnnotationFormValues = {
  from: string;
  to: string;
  title: string;
  body: string;
  category: TAnnotationCategory;
};

export type AnnotationFormField = keyof AnnotationFormValues;

/** The message key of each way a field can be wrong (the same rules as the API's). */
export const ANNOTATION_ERROR_KEYS = {
  titleRequired: 'events.form.errors.titleRequired',
  titleTooLong: 'events.form.errors.titleTooLong',
  titleInvalid: 'events.form.errors.titleInvalid',
  fromRequired: 'events.form.errors.fromRequired',
  toBeforeFrom: 'events.form.errors.toBeforeFrom',
  tooManyDays: 'events.form.errors.tooManyDays',
  outOfRange: 'events.form.errors.outOfRange',
  bodyTooLong: 'events.form.errors.bodyTooLong',
  bodyInvalid: 'events.form.errors.bodyInvalid',
} as const;
export type AnnotationError = keyof typeof ANNOTATION_ERROR_KEYS;

export const emptyAnnotation = (today: IsoDate): AnnotationFormValues => ({
  from: today,
  to: '',
  title: '',
  body: '',
  category: 'other',
});

export const valuesOf = (annotation: TAnnotationEvent): AnnotationFormValues => ({
  from: annotation.date,
  to: annotation.dateTo === annotation.date ? '' : annotation.dateTo,
  title: annotation.title,
  body: annotation.body,
  category: annotation.category,
});

/** What is wrong with the form's values, field by field (empty when it may be sent). */
export const annotationProblems = (
  values: AnnotationFormValues,
): Partial<Record<AnnotationFormField, AnnotationError>> => {
  const problems: Partial<Record<AnnotationFormField, AnnotationError>> = {};
  const title = values.title.trim();
  if (!title) problems.title = 'titleRequired';
  else if (title.length > ANNOTATION_TITLE_MAX_LENGTH) problems.title = 'titleTooLong';
  else if (!isSafeSingleLineText(title)) problems.title = 'titleInvalid';
  const body = values.body.trim();
  if (body.length > ANNOTATION_BODY_MAX_LENGTH) problems.body = 'bodyTooLong';
  else if (!isSafeMultiLineText(body)) problems.body = 'bodyInvalid';
  const isDay = (value: string) => ZIsoDateSchema.safeParse(value).success;
  const isInRange = (value: string) => ZEventDateSchema.safeParse(value).success;
  if (!isDay(values.from)) problems.from = 'fromRequired';
  else if (!isInRange(values.from)) problems.from = 'outOfRange';
  else if (values.to && isDay(values.to)) {
    if (!isInRange(values.to)) problems.to = 'outOfRange';
    else if (values.to < values.from) problems.to = 'toBeforeFrom';
    else if (rangeLength({ from: values.from, to: values.to }) > ANNOTATION_MAX_DAYS) {
      problems.to = 'tooManyDays';
    }
  }
  return problems;
};

/** The request for valid values: one day when "to" is empty. */
export const toAnnotationRequest = (
  values: AnnotationFormValues,
): TCreateAnnotationRequest & { to: IsoDate } => ({
  from: values.from,
  to: values.to || values.from,
  title: values.title.trim(),
  body: values.body.trim(),
  category: values.category,
});
