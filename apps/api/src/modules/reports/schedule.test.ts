import { describe, expect, it } from 'vitest';
import { localHourInstant } from '../../lib/local-time';
import { lastDueInstant, nextDueInstant } from './schedule';

const PRAGUE = 'Europe/Prague';
const at = (iso: string) => new Date(iso);

describe('when a scheduled report falls due', () => {
  it('fires at 09:00 Prague time on both sides of the autumn change (last Sunday of October)', () => {
    const mondays = { weekday: 1, hour: 9, kind: 'weekly' } as const;
    // 19 October 2026 is summer time (UTC+2); 26 October, the day after the change, winter (UTC+1).
    expect(lastDueInstant(mondays, PRAGUE, at('2026-10-19T07:00:00Z'))).toEqual(
      at('2026-10-19T07:00:00Z'),
    );
    expect(lastDueInstant(mondays, PRAGUE, at('2026-10-26T07:59:59Z'))).toEqual(
      at('2026-10-19T07:00:00Z'),
    );
    expect(lastDueInstant(mondays, PRAGUE, at('2026-10-26T08:00:00Z'))).toEqual(
      at('2026-10-26T08:00:00Z'),
    );
  });

  it('fires at 09:00 Prague time on both sides of the spring change (last Sunday of March)', () => {
    const monthly = { kind: 'monthly', day: 4, hour: 9 } as const;
    expect(lastDueInstant(monthly, PRAGUE, at('2026-03-04T08:00:00Z'))).toEqual(
      at('2026-03-04T08:00:00Z'),
    );
    // 29 March 2026 the clocks go forward: on 4 April 09:00 is 07:00 UTC.
    expect(lastDueInstant(monthly, PRAGUE, at('2026-04-04T06:59:00Z'))).toEqual(
      at('2026-03-04T08:00:00Z'),
    );
    expect(lastDueInstant(monthly, PRAGUE, at('2026-04-04T07:00:00Z'))).toEqual(
      at('2026-04-04T07:00:00Z'),
    );
    const sundays = { kind: 'weekly', weekday: 7, hour: 9 } as const;
    expect(lastDueInstant(sundays, PRAGUE, at('2026-03-29T12:00:00Z'))).toEqual(
      at('2026-03-29T07:00:00Z'),
    );
  });

  it('takes an hour the clocks skip as the first hour after it, and keeps other zones apart', () => {
    // 02:00 does not exist in Prague on 29 March 2026: 03:00 summer time, 01:00 UTC.
    expect(localHourInstant('2026-03-29', 2, PRAGUE)).toEqual(at('2026-03-29T01:00:00Z'));
    expect(localHourInstant('2026-11-04', 9, 'America/New_York')).toEqual(
      at('2026-11-04T14:00:00Z'),
    );
    // The day of the month reaches back over a month's end.
    expect(
      lastDueInstant({ kind: 'monthly', day: 28, hour: 0 }, PRAGUE, at('2026-03-01T00:00:00Z')),
    ).toEqual(at('2026-02-27T23:00:00Z'));
  });

  it('says the next time a schedule sends: later today, or its next day, across a clock change', () => {
    const mondays = { weekday: 1, hour: 9, kind: 'weekly' } as const;
    // Monday 19 October 2026, 08:59 Prague (summer time): today at 09:00.
    expect(nextDueInstant(mondays, PRAGUE, at('2026-10-19T06:59:00Z'))).toEqual(
      at('2026-10-19T07:00:00Z'),
    );
    // At 09:00 itself the next one is a week later, after the change to winter time.
    expect(nextDueInstant(mondays, PRAGUE, at('2026-10-19T07:00:00Z'))).toEqual(
      at('2026-10-26T08:00:00Z'),
    );
    // The 28th of February, then of March (reaching over the month's end).
    const monthly = { kind: 'monthly', day: 28, hour: 0 } as const;
    expect(nextDueInstant(monthly, PRAGUE, at('2026-02-27T23:00:00Z'))).toEqual(
      at('2026-03-27T23:00:00Z'),
    );
  });
});
