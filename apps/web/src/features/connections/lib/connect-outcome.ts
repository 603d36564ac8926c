import {
  ZConnectOutcomeSchema,
  type TConnectOutcome,
} from '@kampa/contracts/connections/connection';

/** The outcome Google's callback put in the address (`?google=…`), if it is one we know. */
export const parseConnectOutcome = (value: unknown): TConnectOutcome | null => {
  const parsed = ZConnectOutcomeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const OUTCOME_KEYS = {
  connected: {
    title: 'connections.outcome.connected.title',
    body: 'connections.outcome.connected.body',
  },
  denied: { title: 'connections.outcome.denied.title', body: 'connections.outcome.denied.body' },
  invalid_state: {
    title: 'connections.outcome.invalid_state.title',
    body: 'connections.outcome.invalid_state.body',
  },
  expired_state: {
    title: 'connections.outcome.expired_state.title',
    body: 'connections.outcome.expired_state.body',
  },
  missing_refresh_token: {
    title: 'connections.outcome.missing_refresh_token.title',
    body: 'connections.outcome.missing_refresh_token.body',
  },
  failed: { title: 'connections.outcome.failed.title', body: 'connections.outcome.failed.body' },
} as const satisfies Record<TConnectOutcome, { title: string; body: string }>;
