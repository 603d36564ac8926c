import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validationMessageOf } from './validation-message';

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failed check');
  return validationMessageOf(result.error.issues[0]!);
};

describe("a contract's failed check, as a message key", () => {
  it('tells the kind of check and its limit', () => {
    expect(issueOf(z.string().min(1), '')).toEqual({ key: 'common.validation.required' });
    expect(issueOf(z.string().min(3), 'ab')).toEqual({
      key: 'common.validation.tooShort',
      values: { min: 3 },
    });
    expect(issueOf(z.string().max(5), 'abcdef')).toEqual({
      key: 'common.validation.tooLong',
      values: { max: 5 },
    });
    expect(issueOf(z.number().min(2), 1)).toEqual({
      key: 'common.validation.atLeast',
      values: { min: 2 },
    });
    expect(issueOf(z.number().max(2), 3)).toEqual({
      key: 'common.validation.atMost',
      values: { max: 2 },
    });
    expect(issueOf(z.number(), Number.NaN)).toEqual({ key: 'common.validation.number' });
    expect(issueOf(z.number().int(), 1.5)).toEqual({ key: 'common.validation.wholeNumber' });
    expect(issueOf(z.email(), 'nope')).toEqual({ key: 'common.validation.email' });
  });

  it('falls back to "not valid" for a check it cannot name, never to the English message', () => {
    expect(
      issueOf(
        z.string().refine(() => false, 'must be blue'),
        'x',
      ),
    ).toEqual({
      key: 'common.validation.invalid',
    });
  });
});
