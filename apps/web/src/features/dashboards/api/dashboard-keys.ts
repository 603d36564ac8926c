import type { TDashboardQueryInput } from '@kampa/contracts/dashboard/dashboard-query';
import type { TProjectSource } from '@kampa/contracts/sync/sync';

export type DashboardKind = 'overview' | 'analytics' | 'ads' | 'search';

/**
 * Query keys of the dashboards, under the signed-in user's uid and the project (so they sit under
 * the project's own key and go with it), then the dashboard and the view asked for.
 */
export const dashboardKeys = {
  all: (userUid: string, projectUid: string) =>
    ['user', userUid, 'projects', projectUid, 'dashboard'] as const,
  view: (userUid: string, projectUid: string, kind: DashboardKind, query: TDashboardQueryInput) =>
    [...dashboardKeys.all(userUid, projectUid), kind, query] as const,
};

/** While a source syncs, its dashboard asks again this often to show the progress and new days. */
export const SYNC_POLL_MS = 5_000;

const SYNCING_STATES = new Set(['queued', 'running', 'waiting']);

export const isSyncing = (source: TProjectSource | null | undefined): boolean =>
  Boolean(source && SYNCING_STATES.has(source.sync.state));

/**
 * While the next view of the same project loads (another range or comparison), the screen keeps
 * showing the last one instead of jumping back to placeholders.
 */
export const keepProjectView =
  (projectUid: string) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery?.queryKey[3] === projectUid ? previous : undefined;
