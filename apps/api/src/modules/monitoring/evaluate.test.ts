import { describe, expect, it } from 'vitest';
import { judgedRangeOfRun, lastJudgedDay } from './evaluate';

// 10:00 in Prague on 2026-03-10.
const NOW = new Date('2026-03-10T09:00:00Z');

describe('the days a run lets its rules judge', () => {
  it('GA4 and Ads: up to yesterday; Search Console: only the days its dashboards call final', () => {
    expect(lastJudgedDay({ source: 'analytics', timeZone: 'Europe/Prague', now: NOW })).toBe(
      '2026-03-09',
    );
    expect(lastJudgedDay({ source: 'ads', timeZone: 'Europe/Prague', now: NOW })).toBe(
      '2026-03-09',
    );
    // Google leaves its newest 3 days out of final data; the dashboards mark 4 as not final.
    expect(lastJudgedDay({ source: 'search_console', timeZone: 'Europe/Prague', now: NOW })).toBe(
      '2026-03-05',
    );
  });

  it('a Search Console daily run judges the days that turned final before the days it re-read', () => {
    const run = { from: '2026-03-06', to: '2026-03-10' };
    expect(
      judgedRangeOfRun({ source: 'search_console', range: run, lastDay: '2026-03-05' }),
    ).toEqual({
      from: '2026-02-24',
      to: '2026-03-05',
    });
    // GA4's run is judged on its own days up to the last complete one.
    expect(judgedRangeOfRun({ source: 'analytics', range: run, lastDay: '2026-03-09' })).toEqual({
      from: '2026-03-06',
      to: '2026-03-09',
    });
    expect(
      judgedRangeOfRun({
        source: 'analytics',
        range: { from: '2026-03-10', to: '2026-03-10' },
        lastDay: '2026-03-09',
      }),
    ).toBeNull();
  });
});
