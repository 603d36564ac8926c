/**
 * The default rules' keys and stored names, and the lookup from a name to its key: zod-free, so
 * the web's eagerly loaded code (event titles, the alert watcher) can read them without pulling
 * zod into a route's initial JS. `rule.ts` re-exports them.
 */

/** The default rules every new source gets, by key. */
export const DEFAULT_RULE_KEYS = [
  'tracking_stopped',
  'key_events_drop',
  'spend_spike',
  'cpa_rise',
  'search_clicks_drop',
] as const;

/**
 * The names the default rules are stored with (English, as the API speaks). Screens show each in
 * the person's language while the name is unchanged; a renamed rule keeps its own name.
 */
export const DEFAULT_RULE_NAMES = {
  tracking_stopped: 'Tracking stopped',
  key_events_drop: 'Key events drop',
  spend_spike: 'Spend spike',
  cpa_rise: 'CPA rise',
  search_clicks_drop: 'Search clicks drop',
} as const satisfies Record<(typeof DEFAULT_RULE_KEYS)[number], string>;

const DEFAULT_RULE_KEY_OF_NAME = new Map<string, keyof typeof DEFAULT_RULE_NAMES>(
  Object.entries(DEFAULT_RULE_NAMES).map(([key, name]) => [
    name,
    key as keyof typeof DEFAULT_RULE_NAMES,
  ]),
);

/**
 * Which default rule a stored name is (its English name, as stored), to show it in the reader's
 * language; `null` for a name someone typed.
 */
export const defaultRuleKeyOf = (name: string): keyof typeof DEFAULT_RULE_NAMES | null =>
  DEFAULT_RULE_KEY_OF_NAME.get(name) ?? null;
