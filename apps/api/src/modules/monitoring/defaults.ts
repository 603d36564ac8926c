import {
  DEFAULT_RULE_NAMES,
  type DEFAULT_RULE_KEYS,
  type TRuleFields,
} from '@kampa/contracts/monitoring/rule';
import type { TDataSource } from '@kampa/contracts/sync/sync';
import type { DbOrTx } from '../../db/client';
import * as rulesRepository from './rules-repository';

type DefaultRule = { key: (typeof DEFAULT_RULE_KEYS)[number]; rule: TRuleFields };

const common = {
  severity: 'warning',
  cooldownDays: 3,
  isEnabled: true,
  isEmailEnabled: true,
  webhookUrl: null,
} as const;

/**
 * The rules a new source gets, so monitoring works without setup (names in the project's words
 * are the web's job; these are the stored names). Tracking stopped is critical, the others are
 * warnings:
 * - tracking stopped: sessions down 90 % or more against the same weekday a week earlier (a day
 *   that had no traffic a week earlier is never judged);
 * - key events drop: key events down 70 % or more against the same weekday a week earlier (the
 *   anomaly score against 8 weeks missed a tracking outage whose weeks before held Christmas;
 *   the demo year's deepest ordinary fall, Christmas Eve, is −60 %);
 * - spend spike: Ads cost doubled (+100 % or more) against the same weekday a week earlier. An
 *   anomaly score is no good here: spend follows budgets closely, so its spread is small and a
 *   season's ramp or a budget step (+30 to +60 %) scores far beyond any limit; the demo year's
 *   ordinary days, weekends and holidays included, never reach +60 %;
 * - CPA rise: an anomaly up in cost per conversion against the same weekdays of 8 weeks, two
 *   days in a row (a single day's CPA is a ratio of small counts and jumps on its own; a paused
 *   campaign that brought cheap conversions moves it for days);
 * - search clicks drop: Search Console's organic clicks an anomaly down against the same weekdays
 *   of 8 weeks, two days in a row (a seasonal slope moves the weeks' median with it; one odd day,
 *   a holiday, is not a fall in search). Only Google's final days are judged, so it speaks a few
 *   days after the fall starts.
 */
export const DEFAULT_RULES: Record<TDataSource, DefaultRule[]> = {
  analytics: [
    {
      key: 'tracking_stopped',
      rule: {
        ...common,
        name: DEFAULT_RULE_NAMES.tracking_stopped,
        // Nothing is measured until someone fixes it: the one default that is critical.
        severity: 'critical',
        target: { source: 'analytics', metric: 'sessions', channel: null },
        condition: {
          type: 'change',
          direction: 'down',
          percent: 90,
          against: 'same_weekday_last_week',
        },
        minConsecutive: 1,
        skipWeekends: false,
      },
    },
    {
      key: 'key_events_drop',
      rule: {
        ...common,
        name: DEFAULT_RULE_NAMES.key_events_drop,
        target: { source: 'analytics', metric: 'keyEvents', channel: null },
        condition: {
          type: 'change',
          direction: 'down',
          percent: 70,
          against: 'same_weekday_last_week',
        },
        minConsecutive: 1,
        skipWeekends: false,
      },
    },
  ],
  ads: [
    {
      key: 'spend_spike',
      rule: {
        ...common,
        name: DEFAULT_RULE_NAMES.spend_spike,
        target: { source: 'ads', metric: 'cost', campaignId: null },
        condition: {
          type: 'change',
          direction: 'up',
          percent: 100,
          against: 'same_weekday_last_week',
        },
        minConsecutive: 1,
        skipWeekends: false,
      },
    },
    {
      key: 'cpa_rise',
      rule: {
        ...common,
        name: DEFAULT_RULE_NAMES.cpa_rise,
        target: { source: 'ads', metric: 'cpa', campaignId: null },
        condition: { type: 'anomaly', direction: 'up', sensitivity: 'low' },
        minConsecutive: 2,
        skipWeekends: false,
      },
    },
  ],
  search_console: [
    {
      key: 'search_clicks_drop',
      rule: {
        ...common,
        name: DEFAULT_RULE_NAMES.search_clicks_drop,
        target: { source: 'search_console', metric: 'clicks' },
        condition: { type: 'anomaly', direction: 'down', sensitivity: 'low' },
        minConsecutive: 2,
        skipWeekends: false,
      },
    },
  ],
};

/**
 * Creates the default rules of a source when it is connected to a project; the project and key
 * are unique, so connecting again never adds a second copy of one.
 */
export const ensureDefaultRules = async (
  db: DbOrTx,
  projectId: string,
  source: TDataSource,
): Promise<void> => {
  for (const { key, rule } of DEFAULT_RULES[source]) {
    await rulesRepository.insertRule(db, { projectId, fields: rule, defaultKey: key });
  }
};
