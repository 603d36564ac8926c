import type { TSyncErrorCode } from '@kampa/contracts/sync/sync';
import type { TProjectSource, TProjectSyncStatus, TSyncState } from '@kampa/contracts/sync/sync';

/** How often a screen asks for the sync's state while a run is under way. */
export const SYNC_POLL_MS = 2000;

const ACTIVE_STATES: readonly TSyncState[] = ['queued', 'running', 'waiting'];

export const isSourceActive = (source: TProjectSource | null | undefined): boolean =>
  Boolean(source && ACTIVE_STATES.includes(source.sync.state));

/** Whether any source of the project has a run queued, running or waiting for Google's quota. */
export const isSyncActive = (status: TProjectSyncStatus | undefined): boolean =>
  Boolean(status && (isSourceActive(status.analytics) || isSourceActive(status.ads)));

/**
 * What the user can do about a source's problem: consent again (the grant is gone), choose another
 * property or account (access lost), or simply wait or sync again later.
 */
export type SyncRemedy = 'reconnect' | 'choose' | 'retry' | 'wait';

export const REMEDY_OF: Record<TSyncErrorCode, SyncRemedy> = {
  reconnect_needed: 'reconnect',
  disconnected: 'reconnect',
  permission_denied: 'choose',
  quota_exhausted: 'wait',
  google_unavailable: 'retry',
  internal_error: 'retry',
};

/** The problem to show for a source, if any: a grant Google refused wins over the last error. */
export const problemOf = (source: TProjectSource): TSyncErrorCode | null => {
  if (source.connectionStatus !== 'active') return 'reconnect_needed';
  if (source.sync.state === 'failed' || source.sync.lastError) {
    return source.sync.lastError?.code ?? 'internal_error';
  }
  return null;
};
