import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TProjectSource, TProjectSyncStatus } from '@kampa/contracts/sync/sync';

/** A cached view older than this is computed again, whatever its key says. */
const MAX_AGE_MS = 5 * 60_000;

type Entry = { value: Promise<unknown>; at: number };

/**
 * Computed dashboard data per API instance, least recently used first out. A view's key holds
 * everything its numbers depend on: the project, the days read and compared, and the version of
 * the synced data (see `dataVersionOf`), so the cache never answers what a sync has replaced.
 * Concurrent requests for the same view share one computation; a failed one is not kept.
 */
export type ViewCache = {
  get: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
};

export const createViewCache = (maxEntries: number, now: () => number = Date.now): ViewCache => {
  const entries = new Map<string, Entry>();
  return {
    get: <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      if (maxEntries === 0) return compute();
      const found = entries.get(key);
      entries.delete(key);
      if (found && now() - found.at < MAX_AGE_MS) {
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      const value = compute();
      entries.set(key, { value, at: now() });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
};

const sourceVersion = (source: TProjectSource | null): string =>
  source
    ? [
        source.externalId,
        source.sync.lastSuccessAt,
        source.sync.state,
        source.sync.chunksDone,
        source.sync.chunksTotal,
        source.sync.lastError?.at,
      ].join('|')
    : '-';

/**
 * The version of a project's synced data: it changes whenever a sync writes. Each chunk commits
 * its days together with its "done" mark (chunksDone), a run ends by setting lastSuccessAt or a
 * failure, and choosing another property or account changes externalId (and wipes the old data).
 */
export const dataVersionOf = (sources: TProjectSyncStatus): string =>
  `${sourceVersion(sources.analytics)};${sourceVersion(sources.ads)}`;

/** The key of a view: what is shown, of which project, for which days, at which data version. */
export const viewKey = (
  view: 'analytics' | 'ads' | 'overview' | 'portfolio',
  projectId: string,
  period: TPeriod,
  sources: TProjectSyncStatus,
): string =>
  [
    view,
    projectId,
    period.timeZone,
    period.range.from,
    period.range.to,
    period.compareRange?.from ?? '',
    period.compareRange?.to ?? '',
    period.granularity,
    dataVersionOf(sources),
  ].join(' ');
