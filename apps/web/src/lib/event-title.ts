import type { TProjectEvent } from '@kampa/contracts/events/event';
import type { TProjectRole } from '@kampa/contracts/project/project';
import type { TFunction } from 'i18next';
import { ruleDisplayName } from './rule-name';

const CHANGE_KEYS = {
  paused: 'events.titles.campaign.paused',
  enabled: 'events.titles.campaign.enabled',
  removed: 'events.titles.campaign.removed',
  budget_changed: 'events.titles.campaign.budget_changed',
  bid_changed: 'events.titles.campaign.bid_changed',
  other: 'events.titles.campaign.other',
} as const;

const SYNC_KEYS = {
  succeeded: {
    backfill: 'events.titles.sync.backfill_succeeded',
    daily: 'events.titles.sync.daily_succeeded',
    manual: 'events.titles.sync.manual_succeeded',
  },
  failed: {
    backfill: 'events.titles.sync.backfill_failed',
    daily: 'events.titles.sync.daily_failed',
    manual: 'events.titles.sync.manual_failed',
  },
} as const;

const CONNECTION_KEYS = {
  connected: 'events.titles.connection.connected',
  disconnected: 'events.titles.connection.disconnected',
  reconnect_needed: 'events.titles.connection.reconnect_needed',
} as const;

const ALERT_KEYS = {
  fired: 'events.titles.alert.fired',
  resolved: 'events.titles.alert.resolved',
  revised: 'events.titles.alert.revised',
} as const;

const MEMBER_KEYS = {
  joined: 'events.titles.member.joined',
  role_changed: 'events.titles.member.role_changed',
  removed: 'events.titles.member.removed',
  left: 'events.titles.member.left',
} as const;

const ROLE_KEYS = {
  owner: 'team.roles.owner',
  editor: 'team.roles.editor',
  viewer: 'team.roles.viewer',
} as const satisfies Record<TProjectRole, string>;

export const SOURCE_KEYS = {
  analytics: 'events.source.analytics',
  ads: 'events.source.ads',
  search_console: 'events.source.searchConsole',
} as const;

/**
 * What an event says in one line, in the UI language: "Campaign Brand paused", "Budget of Brand:
 * 500 Kč → 700 Kč", "Google Ads: history loaded", "Eva: Viewer → Editor", an annotation's own title. Used by the timeline
 * and by the markers on every chart.
 */
export const eventTitle = (
  event: TProjectEvent,
  t: TFunction,
  formatMoney: (value: number) => string,
): string => {
  switch (event.kind) {
    case 'annotation':
      return event.title;
    case 'alert':
      return t(ALERT_KEYS[event.isRevised ? 'revised' : event.change], {
        title: ruleDisplayName(event.title, t),
      });
    case 'connection':
      return t(CONNECTION_KEYS[event.change], {
        source: t(SOURCE_KEYS[event.source]),
        name: event.sourceName ?? '—',
      });
    case 'sync':
      return t(SYNC_KEYS[event.status][event.trigger], { source: t(SOURCE_KEYS[event.source]) });
    case 'member': {
      const role = (value: typeof event.role) => (value ? t(ROLE_KEYS[value]) : '—');
      return t(MEMBER_KEYS[event.change], {
        member: event.memberName ?? t('events.item.formerMember'),
        role: role(event.role),
        from: role(event.previousRole),
        to: role(event.role),
      });
    }
    case 'campaign_change': {
      const show = (value: string | number | null) =>
        value === null ? '—' : typeof value === 'number' ? formatMoney(value) : value;
      return t(CHANGE_KEYS[event.change], {
        campaign: event.campaignName ?? event.campaignId ?? '—',
        before: show(event.before),
        after: show(event.after),
        fields: event.changedFields,
      });
    }
  }
};
