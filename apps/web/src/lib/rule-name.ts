import {
  defaultRuleKeyOf,
  type DEFAULT_RULE_NAMES,
} from '@kampa/contracts/monitoring/default-rules';
import type { TFunction } from 'i18next';

const KEYS = {
  tracking_stopped: 'common.defaultRules.tracking_stopped',
  key_events_drop: 'common.defaultRules.key_events_drop',
  spend_spike: 'common.defaultRules.spend_spike',
  cpa_rise: 'common.defaultRules.cpa_rise',
  search_clicks_drop: 'common.defaultRules.search_clicks_drop',
} as const satisfies Record<keyof typeof DEFAULT_RULE_NAMES, string>;

/**
 * A rule's name as a person reads it: a default rule's stored (English) name in the UI language,
 * any other name as it was typed. Rules, alerts, toasts and the timeline all name rules this way.
 */
export const ruleDisplayName = (name: string, t: TFunction): string => {
  const key = defaultRuleKeyOf(name);
  return key ? t(KEYS[key]) : name;
};
