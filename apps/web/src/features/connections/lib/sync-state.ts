import type { TSyncErrorCode } from '@kampa/contracts/sync/sync';
import type { TProjectSource, TProjectSyncStatus, TSyncState } from '@kampa/contracts/sync/sync';
import { SHOWN_SOURCES } from '@/lib/shown-sources';

/** How often a screen asks for the sync's state while a run is under way. */
export const SYNC_POLL_MS = 2000;

const ACTIVE_STATES: readonly TSyncState[] = ['queued', 'running', 'waiting'];

export const isSourceActive = (source: TProjectSource | null | undefined): boolean =>
  Boolean(source && ACTIVE_STATES.includes(source.sync.state));

/** Whether any source of the project has a run queued, running or waiting for Google's quota. */
export const isSyncActive = (status: TProjectSyncStatus | undefined): boolean =>
  Boolean(status && SHOWN_SOURCES.some((kind) => isSourceActive(status[kind])));

/** A source saved, whose first sync has neither finished nor failed yet. */
const isAwaitingFirstSync = (source: TProjectSource | null): boolean =>
  Boolean(
    source &&
    source.connectionStatus === 'active' &&
    !source.sync.lastSuccessAt &&
    !source.sync.lastError &&
    source.sync.state !== 'failed',
  );

/**
 * Whether to keep asking for the sync's state: while a run is under way, and until a source's
 * first sync has an outcome (between two runs' steps it can look idle for a moment).
 */
export const shouldPollSync = (status: TProjectSyncStatus | undefined): boolean =>
  isSyncActive(status) ||
  Boolean(status && SHOWN_SOURCES.some((kind) => isAwaitingFirstSync(status[kind])));

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

/**
 * Whether the source's last sync failed for want of a grant that has since been given again (the
 * user reconnected the same Google account): nothing to fix, the data only needs a sync.
 */
export const isReconnected = (source: TProjectSource): boolean =>
  source.connectionStatus === 'active' &&
  !isSourceActive(source) &&
  source.sync.lastError !== null &&
  REMEDY_OF[source.sync.lastError.code] === 'reconnect';

/** The problem to show for a source, if any: a grant Google refused wins over the last error. */
export const problemOf = (source: TProjectSource): TSyncErrorCode | null => {
  if (source.connectionStatus !== 'active') return 'reconnect_needed';
  if (isReconnected(source)) return null;
  if (source.sync.state === 'failed' || source.sync.lastError) {
    return source.sync.lastError?.code ?? 'internal_error';
  }
  return null;
};
