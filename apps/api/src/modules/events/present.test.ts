import { describe, expect, it } from 'vitest';
import { ZProjectEventSchema } from '@kampa/contracts/events/event';
import type { EventRow } from './repository';
import { changeDetail, presentEvent } from './present';

describe('campaign change details', () => {
  it('reads the daily budget in the currency and the status', () => {
    expect(changeDetail('budget_changed', { campaignBudget: { amountMicros: '1500000000' } })).toBe(
      1500,
    );
    expect(changeDetail('paused', { campaign: { status: 'PAUSED' } })).toBe('PAUSED');
    expect(changeDetail('enabled', {})).toBeNull();
    expect(changeDetail('bid_changed', { campaign: { status: 'ENABLED' } })).toBeNull();
    expect(changeDetail('budget_changed', null)).toBeNull();
  });
});

const row = (overrides: Partial<EventRow>): EventRow => ({
  id: '0b6c9a43-5a37-4c2a-9c61-1f1d1f0c7a11',
  kind: 'annotation',
  at: new Date('2026-03-02T09:30:00Z'),
  date: '2026-03-02',
  dateTo: null,
  title: null,
  body: null,
  category: null,
  authorName: null,
  subjectName: null,
  source: null,
  change: null,
  detail: null,
  campaignId: null,
  campaignName: null,
  changedFields: null,
  oldValue: null,
  newValue: null,
  ...overrides,
});

describe('timeline rows in the contract', () => {
  it('gives a one-day annotation its own day as the last', () => {
    const event = presentEvent(row({ title: 'Sale', category: 'campaign' }));
    expect(event).toMatchObject({ kind: 'annotation', date: '2026-03-02', dateTo: '2026-03-02' });
    expect(ZProjectEventSchema.safeParse(event).success).toBe(true);
  });

  it('reads a sync’s trigger and error from its detail', () => {
    const event = presentEvent(
      row({
        kind: 'sync',
        source: 'ads',
        change: 'failed',
        detail: { trigger: 'manual', errorCode: 'reconnect_needed', errorMessage: 'Consent again' },
      }),
    );
    expect(event).toMatchObject({
      kind: 'sync',
      source: 'ads',
      trigger: 'manual',
      status: 'failed',
      errorCode: 'reconnect_needed',
    });
    expect(ZProjectEventSchema.safeParse(event).success).toBe(true);
  });

  it('names the property of a connection event and keeps unknown values inside the contract', () => {
    const event = presentEvent(
      row({
        kind: 'connection',
        source: 'analytics',
        change: 'gone',
        detail: { sourceName: 'Shop' },
      }),
    );
    expect(event).toMatchObject({ change: 'connected', sourceName: 'Shop' });
    expect(ZProjectEventSchema.safeParse(event).success).toBe(true);
  });

  it('names who changed whose role, and drops a role it does not know', () => {
    const event = presentEvent(
      row({
        kind: 'member',
        change: 'role_changed',
        subjectName: 'Eva',
        authorName: 'Jan',
        detail: { role: 'editor', previousRole: 'admin' },
      }),
    );
    expect(event).toMatchObject({
      kind: 'member',
      change: 'role_changed',
      memberName: 'Eva',
      byName: 'Jan',
      role: 'editor',
      previousRole: null,
    });
    expect(ZProjectEventSchema.safeParse(event).success).toBe(true);
  });
});
