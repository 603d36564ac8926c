import { MULTI_LINE_TEXT_MESSAGE, SINGLE_LINE_TEXT_MESSAGE } from '@kampa/contracts/common/text';

/**
 * A contract's check that failed, told in the person's language. The contracts' own messages are
 * English and written for API clients ("must be at most 14"); a form shows this instead, from the
 * kind of check and its limit, so a Czech screen never shows an English sentence.
 */
export type ValidationIssue = {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
};

export type ValidationMessage = { key: string; values?: Record<string, string | number> };

const limit = (value: number | bigint | undefined) => (value === undefined ? 0 : Number(value));

export const validationMessageOf = (issue: ValidationIssue): ValidationMessage => {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return limit(issue.minimum) <= 1
          ? { key: 'common.validation.required' }
          : { key: 'common.validation.tooShort', values: { min: limit(issue.minimum) } };
      }
      return { key: 'common.validation.atLeast', values: { min: limit(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? { key: 'common.validation.tooLong', values: { max: limit(issue.maximum) } }
        : { key: 'common.validation.atMost', values: { max: limit(issue.maximum) } };
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'common.validation.wholeNumber' };
      return issue.expected === 'number'
        ? { key: 'common.validation.number' }
        : { key: 'common.validation.invalid' };
    case 'not_multiple_of':
      return { key: 'common.validation.wholeNumber' };
    case 'invalid_format':
      if (issue.format === 'url') return { key: 'common.validation.url' };
      if (issue.format === 'email') return { key: 'common.validation.email' };
      return { key: 'common.validation.invalid' };
    default:
      if (issue.message === SINGLE_LINE_TEXT_MESSAGE)
        return { key: 'common.validation.singleLine' };
      if (issue.message === MULTI_LINE_TEXT_MESSAGE)
        return { key: 'common.validation.controlCharacters' };
      return { key: 'common.validation.invalid' };
  }
};
