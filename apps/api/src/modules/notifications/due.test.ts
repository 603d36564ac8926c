import { describe, expect, it } from 'vitest';
import { digestDueAt } from './due';

const PRAGUE = { timeZone: 'Europe/Prague', hour: 8 };
const at = (iso: string) => new Date(iso);

describe("the digest's local hour", () => {
  it('is due from 08:00 Prague: 07:00 UTC in winter, 06:00 UTC in summer', () => {
    expect(digestDueAt(PRAGUE, at('2026-11-27T06:59:00Z'))).toBeNull();
    expect(digestDueAt(PRAGUE, at('2026-11-27T07:00:00Z'))).toEqual({
      localDate: '2026-11-27',
      dueAt: at('2026-11-27T07:00:00Z'),
    });
    expect(digestDueAt(PRAGUE, at('2026-07-01T05:59:00Z'))).toBeNull();
    expect(digestDueAt(PRAGUE, at('2026-07-01T06:00:00Z'))?.dueAt).toEqual(
      at('2026-07-01T06:00:00Z'),
    );
  });

  it('stays due for the rest of the local day and becomes the next day after midnight', () => {
    expect(digestDueAt(PRAGUE, at('2026-11-27T22:59:00Z'))?.localDate).toBe('2026-11-27');
    // 00:30 Prague on the 28th: the 28th's digest is not due before 08:00.
    expect(digestDueAt(PRAGUE, at('2026-11-27T23:30:00Z'))).toBeNull();
  });

  it('on the day summer time starts (29 March 2026) 02:00 does not exist: due from 03:00 CEST', () => {
    const two = { timeZone: 'Europe/Prague', hour: 2 };
    expect(digestDueAt(two, at('2026-03-29T00:59:00Z'))).toBeNull();
    expect(digestDueAt(two, at('2026-03-29T01:00:00Z'))).toEqual({
      localDate: '2026-03-29',
      dueAt: at('2026-03-29T01:00:00Z'),
    });
    // 08:00 that day is already summer time: 06:00 UTC.
    expect(digestDueAt(PRAGUE, at('2026-03-29T06:00:00Z'))?.dueAt).toEqual(
      at('2026-03-29T06:00:00Z'),
    );
    expect(digestDueAt(PRAGUE, at('2026-03-29T05:59:00Z'))).toBeNull();
  });

  it('on the day summer time ends (25 October 2026) 02:00 comes twice: due once, from the second', () => {
    const two = { timeZone: 'Europe/Prague', hour: 2 };
    // 02:00 CEST = 00:00 UTC; 02:00 CET (the second time) = 01:00 UTC.
    expect(digestDueAt(two, at('2026-10-25T00:30:00Z'))).toBeNull();
    expect(digestDueAt(two, at('2026-10-25T01:00:00Z'))).toEqual({
      localDate: '2026-10-25',
      dueAt: at('2026-10-25T01:00:00Z'),
    });
    // 08:00 that day is winter time again: 07:00 UTC.
    expect(digestDueAt(PRAGUE, at('2026-10-25T06:59:00Z'))).toBeNull();
    expect(digestDueAt(PRAGUE, at('2026-10-25T07:00:00Z'))?.dueAt).toEqual(
      at('2026-10-25T07:00:00Z'),
    );
  });

  it('reads the hour in the subscriber’s own zone', () => {
    const york = { timeZone: 'America/New_York', hour: 7 };
    // 07:00 in New York on 27 November is 12:00 UTC; Prague's 27th began long before.
    expect(digestDueAt(york, at('2026-11-27T11:59:00Z'))).toBeNull();
    expect(digestDueAt(york, at('2026-11-27T12:00:00Z'))?.localDate).toBe('2026-11-27');
  });
});
