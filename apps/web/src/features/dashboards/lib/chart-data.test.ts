import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import { describe, expect, it } from 'vitest';
import { clusterByPosition, trendMarkers, trendPoints } from './chart-data';

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
    expect(markers).toEqual([
      { index: 0, from: '2026-03-01', titles: ['A'] },
      { index: 1, from: '2026-03-08', titles: ['B', 'C'] },
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
      { index: 0, from: '2026-03-01', titles: ['Sale'] },
      { index: 1, from: '2026-03-02', titles: ['Launch'] },
    ]);
  });

  it('merges markers too close to tell apart', () => {
    const merged = clusterByPosition(
      [
        { left: 10, titles: ['a'] },
        { left: 20, titles: ['b'] },
        { left: 40, titles: ['c'] },
      ],
      24,
    );
    expect(merged).toEqual([
      { left: 10, titles: ['a', 'b'] },
      { left: 40, titles: ['c'] },
    ]);
  });
});
