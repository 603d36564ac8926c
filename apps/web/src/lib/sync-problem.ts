import type { TSyncErrorCode } from '@kampa/contracts/sync/sync';

/** Why a source's sync failed, in words: the same on the connection's health and on its card. */
export const SYNC_PROBLEM_KEYS = {
  reconnect_needed: 'connections.problem.reconnect_needed',
  disconnected: 'connections.problem.disconnected',
  permission_denied: 'connections.problem.permission_denied',
  quota_exhausted: 'connections.problem.quota_exhausted',
  google_unavailable: 'connections.problem.google_unavailable',
  internal_error: 'connections.problem.internal_error',
} as const satisfies Record<TSyncErrorCode, string>;
