import type { TDashboardEvent } from '@kampa/contracts/dashboard/dashboard';
import type { TFunction } from 'i18next';

const CHANGE_KEYS = {
  paused: 'dashboards.events.campaign.paused',
  enabled: 'dashboards.events.campaign.enabled',
  removed: 'dashboards.events.campaign.removed',
  budget_changed: 'dashboards.events.campaign.budget_changed',
  bid_changed: 'dashboards.events.campaign.bid_changed',
  other: 'dashboards.events.campaign.other',
} as const;

const SYNC_KEYS = {
  succeeded: {
    backfill: 'dashboards.events.sync.backfill_succeeded',
    daily: 'dashboards.events.sync.daily_succeeded',
    manual: 'dashboards.events.sync.manual_succeeded',
  },
  failed: {
    backfill: 'dashboards.events.sync.backfill_failed',
    daily: 'dashboards.events.sync.daily_failed',
    manual: 'dashboards.events.sync.manual_failed',
  },
} as const;

const SOURCE_KEYS = {
  analytics: 'dashboards.source.analytics',
  ads: 'dashboards.source.ads',
} as const;

/**
 * What a marker on the trend says about an event, in the UI language: "Campaign Brand paused",
 * "Budget of Brand changed: 500 Kč → 700 Kč", "Google Ads: backfill failed".
 */
export const eventTitle = (
  event: TDashboardEvent,
  t: TFunction,
  formatMoney: (value: number) => string,
): string => {
  if (event.kind === 'sync') {
    return t(SYNC_KEYS[event.status][event.trigger], { source: t(SOURCE_KEYS[event.source]) });
  }
  const show = (value: string | number | null) =>
    value === null ? '—' : typeof value === 'number' ? formatMoney(value) : value;
  return t(CHANGE_KEYS[event.change], {
    campaign: event.campaignName ?? event.campaignId ?? '—',
    before: show(event.before),
    after: show(event.after),
    fields: event.changedFields,
  });
};
