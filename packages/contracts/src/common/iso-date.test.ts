import { describe, expect, it } from 'vitest';
import { ZIsoDateSchema } from '../dashboard/dashboard-query';
import { isIsoDate } from './date-range';

describe('isIsoDate', () => {
  it.each([
    '2026-03-29',
    '2024-02-29',
    '2023-02-29',
    '2000-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-1-01',
    '26-01-01',
    // A month or a year alone is not a day (the Date parser would take either as its 1st).
    '2026-01',
    '2026',
    '2026-01-01T00:00:00Z',
    ' 2026-01-01',
    '',
    '9999-12-31',
  ])('agrees with ZIsoDateSchema on %j', (value) => {
    expect(isIsoDate(value)).toBe(ZIsoDateSchema.safeParse(value).success);
  });

  it('refuses what is not a string', () => {
    expect(isIsoDate(20260101)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    // A query parameter given twice (`?from=2026-01-01&from=2026-01-01`) arrives as an array,
    // which prints as the date it holds.
    expect(isIsoDate(['2026-01-01'])).toBe(false);
  });
});
