import type { TProjectEvent } from '@kampa/contracts/events/event';
import { describe, expect, it } from 'vitest';
import { dashboardRangeOf, groupByDay } from './events-by-day';

const note = (id: string, date: string, dateTo = date): TProjectEvent => ({
  kind: 'annotation',
  id,
  at: `${date}T08:00:00.000Z`,
  date,
  dateTo,
  title: id,
  body: '',
  category: 'other',
  authorName: null,
});

describe('the timeline by day', () => {
  it('groups the events of each day, newest day first as answered', () => {
    const days = groupByDay([
      note('a', '2026-03-05'),
      note('b', '2026-03-05'),
      note('c', '2026-03-01'),
    ]);
    expect(days.map((day) => [day.date, day.events.map((event) => event.id)])).toEqual([
      ['2026-03-05', ['a', 'b']],
      ['2026-03-01', ['c']],
    ]);
  });

  it('opens the dashboard two weeks either side of the event, never past today', () => {
    expect(dashboardRangeOf(note('a', '2026-03-05'), '2026-06-01')).toEqual({
      from: '2026-02-19',
      to: '2026-03-19',
    });
    // Yesterday at the latest: today's numbers are not in yet.
    expect(dashboardRangeOf(note('a', '2026-05-30'), '2026-06-01')).toEqual({
      from: '2026-05-16',
      to: '2026-05-31',
    });
    // An event of today shows today.
    expect(dashboardRangeOf(note('a', '2026-06-01'), '2026-06-01')).toEqual({
      from: '2026-05-18',
      to: '2026-06-01',
    });
    expect(dashboardRangeOf(note('a', '2026-03-05', '2026-03-20'), '2026-06-01')).toEqual({
      from: '2026-02-19',
      to: '2026-04-03',
    });
  });
});
