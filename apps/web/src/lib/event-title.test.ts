import type { TProjectEvent } from '@kampa/contracts/events/event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { eventTitle } from './event-title';
import { setLanguage } from './i18n';

const alert = (overrides: Partial<Extract<TProjectEvent, { kind: 'alert' }>>): TProjectEvent => ({
  kind: 'alert',
  id: '0b6c9a43-5a37-4c2a-9c61-1f1d1f0c7a11',
  at: '2026-11-25T06:00:00.000Z',
  date: '2026-11-24',
  change: 'resolved',
  title: 'Tracking stopped',
  ...overrides,
});

const titleOf = (event: TProjectEvent) => eventTitle(event, i18next.t, String);

describe('an alert on the timeline', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('says an alert withdrawn on revised data apart from one resolved, in both languages', async () => {
    await setLanguage('en');
    expect(titleOf(alert({}))).toBe('Alert resolved: Tracking stopped');
    expect(titleOf(alert({ isRevised: true }))).toBe(
      'Alert withdrawn, Google revised the data: Tracking stopped',
    );
    await setLanguage('cs');
    expect(titleOf(alert({ isRevised: true }))).toBe(
      'Upozornění staženo, Google data upravil: Měření se zastavilo',
    );
  });
});
