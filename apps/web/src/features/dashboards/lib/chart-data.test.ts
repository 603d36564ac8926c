import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import { describe, expect, it } from 'vitest';
import { trendPoints } from './chart-data';
import {
  clusterByPosition,
  markerKind,
  trendMarkers,
  trendSpans,
  type MarkerItem,
} from './chart-marks';

const bucket = (from: string, to: string, sessions: number) => ({
  from,
  to,
  days: 1,
  values: { sessions },
});

describe('trend data', () => {
  it('pairs each bucket with the compared bucket at the same position', () => {
    const points = trendPoints(
      {
        points: [bucket('2026-03-01', '2026-03-01', 10), bucket('2026-03-02', '2026-03-02', 12)],
        previous: [bucket('2026-02-27', '2026-02-27', 8)],
      },
      (values) => values.sessions,
    );
    expect(points).toEqual([
      {
        from: '2026-03-01',
        to: '2026-03-01',
        days: 1,
        value: 10,
        previous: { from: '2026-02-27', to: '2026-02-27', value: 8 },
      },
      { from: '2026-03-02', to: '2026-03-02', days: 1, value: 12, previous: null },
    ]);
  });

  it('puts each event on the bucket holding its day, several in one marker', () => {
    const event = (date: string, name: string): TDashboardEvent => ({
      kind: 'campaign_change',
      id: `campaign_change:${name}`,
      at: `${date}T10:00:00.000Z`,
      date,
      campaignId: '1',
      campaignName: name,
      change: 'paused',
      changedFields: 'status',
      before: 'ENABLED',
      after: 'PAUSED',
    });
    const weeks = [
      { from: '2026-03-01', to: '2026-03-07' },
      { from: '2026-03-08', to: '2026-03-14' },
    ];
    const markers = trendMarkers(
      [
        event('2026-03-09', 'B'),
        event('2026-03-02', 'A'),
        event('2026-03-14', 'C'),
        event('2026-04-01', 'X'),
      ],
      weeks,
      (item) => (item.kind === 'campaign_change' ? (item.campaignName ?? '') : ''),
    );
    const change = (title: string, day: string) => ({
      kind: 'campaign',
      title,
      from: day,
      to: day,
    });
    expect(markers).toEqual([
      { index: 0, from: '2026-03-01', items: [change('A', '2026-03-02')] },
      {
        index: 1,
        from: '2026-03-08',
        items: [change('B', '2026-03-09'), change('C', '2026-03-14')],
      },
    ]);
  });

  it('marks an annotation at its first day in the range, and leaves out one that ended before', () => {
    const note = (id: string, date: string, dateTo: string): TDashboardEvent => ({
      kind: 'annotation',
      id,
      at: `${date}T08:00:00.000Z`,
      date,
      dateTo,
      title: id,
      body: '',
      category: 'campaign',
      authorName: null,
    });
    const days = [
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-03-02' },
    ];
    const markers = trendMarkers(
      [
        note('Sale', '2026-02-20', '2026-03-05'),
        note('Old', '2026-02-01', '2026-02-10'),
        note('Launch', '2026-03-02', '2026-03-02'),
      ],
      days,
      (item) => (item.kind === 'annotation' ? item.title : ''),
    );
    expect(markers).toEqual([
      {
        index: 0,
        from: '2026-03-01',
        items: [{ kind: 'note', title: 'Sale', from: '2026-02-20', to: '2026-03-05' }],
      },
      {
        index: 1,
        from: '2026-03-02',
        items: [{ kind: 'note', title: 'Launch', from: '2026-03-02', to: '2026-03-02' }],
      },
    ]);
  });

  it('draws a note over several buckets as a band clipped to the range, and a one-bucket note as none', () => {
    const note = (id: string, date: string, dateTo: string): TDashboardEvent => ({
      kind: 'annotation',
      id,
      at: `${date}T08:00:00.000Z`,
      date,
      dateTo,
      title: id,
      body: '',
      category: 'campaign',
      authorName: null,
    });
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'].map((day) => ({
      from: day,
      to: day,
    }));
    expect(
      trendSpans(
        [
          note('Sale', '2026-02-20', '2026-03-02'),
          note('Launch', '2026-03-02', '2026-03-02'),
          note('Spring', '2026-03-03', '2026-03-30'),
          note('Old', '2026-02-01', '2026-02-10'),
        ],
        days,
      ),
    ).toEqual([
      { from: 0, to: 1, kind: 'note' },
      { from: 2, to: 3, kind: 'note' },
    ]);
  });

  it('colours a marker by its events’ one kind, and neutrally when they are of several', () => {
    const item = (kind: MarkerItem['kind']): MarkerItem => ({
      kind,
      title: kind,
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(markerKind([item('alert'), item('alert')])).toBe('alert');
    expect(markerKind([item('alert'), item('note')])).toBeNull();
  });

  it('merges markers too close to tell apart', () => {
    const item = (title: string): MarkerItem => ({
      kind: 'note',
      title,
      from: '2026-03-01',
      to: '2026-03-01',
    });
    const merged = clusterByPosition(
      [
        { left: 10, items: [item('a')] },
        { left: 20, items: [item('b')] },
        { left: 40, items: [item('c')] },
      ],
      24,
    );
    expect(merged).toEqual([
      { left: 10, items: [item('a'), item('b')] },
      { left: 40, items: [item('c')] },
    ]);
  });
});
