import { describe, expect, it } from 'vitest';
import { SETTLING_DAYS } from '@kampa/contracts/sync/sync';
import { judgedRangeOfRun, lastJudgedDay } from './evaluate';

// 10:00 in Prague on 2026-03-10.
const NOW = new Date('2026-03-10T09:00:00Z');
const settlingDays = SETTLING_DAYS;

describe('the days a run lets its rules judge', () => {
  it('GA4 and Ads: up to yesterday; Search Console: only the days its dashboards call final', () => {
    expect(
      lastJudgedDay({ source: 'analytics', timeZone: 'Europe/Prague', now: NOW, settlingDays }),
    ).toBe('2026-03-09');
    expect(
      lastJudgedDay({ source: 'ads', timeZone: 'Europe/Prague', now: NOW, settlingDays }),
    ).toBe('2026-03-09');
    // Google leaves its newest 3 days out of final data; the dashboards mark 4 as not final.
    expect(
      lastJudgedDay({
        source: 'search_console',
        timeZone: 'Europe/Prague',
        now: NOW,
        settlingDays,
      }),
    ).toBe('2026-03-05');
  });

  it('Search Console: a longer configured window leaves more of the newest days unjudged', () => {
    const longer = { ...SETTLING_DAYS, search_console: 6 };
    expect(
      lastJudgedDay({
        source: 'search_console',
        timeZone: 'Europe/Prague',
        now: NOW,
        settlingDays: longer,
      }),
    ).toBe('2026-03-03');
    expect(
      judgedRangeOfRun({
        source: 'search_console',
        range: { from: '2026-03-04', to: '2026-03-10' },
        lastDay: '2026-03-03',
        settlingDays: longer,
      }),
    ).toEqual({ from: '2026-02-18', to: '2026-03-03' });
  });

  it('a Search Console daily run judges the days that turned final before the days it re-read', () => {
    const run = { from: '2026-03-06', to: '2026-03-10' };
    expect(
      judgedRangeOfRun({
        source: 'search_console',
        range: run,
        lastDay: '2026-03-05',
        settlingDays,
      }),
    ).toEqual({
      from: '2026-02-24',
      to: '2026-03-05',
    });
    // GA4's run is judged on its own days up to the last complete one.
    expect(
      judgedRangeOfRun({ source: 'analytics', range: run, lastDay: '2026-03-09', settlingDays }),
    ).toEqual({
      from: '2026-03-06',
      to: '2026-03-09',
    });
    expect(
      judgedRangeOfRun({
        source: 'analytics',
        range: { from: '2026-03-10', to: '2026-03-10' },
        lastDay: '2026-03-09',
        settlingDays,
      }),
    ).toBeNull();
  });
});
