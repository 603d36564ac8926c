import type { TPeriod } from '@kampa/contracts/dashboard/period';
import type { TDataSource, TProjectSource, TProjectSyncStatus } from '@kampa/contracts/sync/sync';
import { viewCacheLookups } from '../../lib/metrics';

/** A cached view older than this is computed again, whatever its key says. */
const MAX_AGE_MS = 5 * 60_000;

type Entry = { value: Promise<unknown>; at: number };

/**
 * Computed dashboard data per API instance. A view's key holds everything its numbers depend on:
 * the project, the days read and compared, and the version of the synced data (see
 * `dataVersionOf`), so the cache never answers what a sync has replaced. Concurrent requests for
 * the same view share one computation; a failed one is not kept.
 *
 * Segmented least-recently-used: a view asked for once waits on probation; asked again, it is
 * kept (up to four fifths of the room; the least recent kept one goes back to probation). When
 * full, probation's least recent goes first. So a flood of one-off views (a new custom range on
 * every request) turns probation over and cannot push out the views people open again and again.
 */
export type ViewCache = {
  get: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
};

export const createViewCache = (maxEntries: number, now: () => number = Date.now): ViewCache => {
  const keptMax = Math.max(1, Math.floor(maxEntries * 0.8));
  const probation = new Map<string, Entry>();
  const kept = new Map<string, Entry>();
  const isFresh = (entry: Entry) => now() - entry.at < MAX_AGE_MS;
  const trim = () => {
    for (const [key, entry] of kept) {
      if (kept.size <= keptMax) break;
      kept.delete(key);
      probation.set(key, entry);
    }
    while (kept.size + probation.size > maxEntries) {
      const from = probation.size > 0 ? probation : kept;
      const oldest = from.keys().next().value;
      if (oldest === undefined) break;
      from.delete(oldest);
    }
  };
  return {
    get: <T>(key: string, compute: () => Promise<T>): Promise<T> => {
      if (maxEntries === 0) return compute();
      const known = kept.get(key) ?? probation.get(key);
      kept.delete(key);
      probation.delete(key);
      if (known && isFresh(known)) {
        viewCacheLookups.inc({ result: 'hit' });
        kept.set(key, known);
        trim();
        return known.value as Promise<T>;
      }
      viewCacheLookups.inc({ result: 'miss' });
      const value = compute();
      probation.set(key, { value, at: now() });
      value.catch(() => {
        for (const map of [probation, kept]) if (map.get(key)?.value === value) map.delete(key);
      });
      trim();
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
  `${sourceVersion(sources.analytics)};${sourceVersion(sources.ads)};${sourceVersion(sources.search_console)}`;

/** The key of a view: what is shown, of which project, for which days, at which data version. */
export const viewKey = (
  view: TDataSource | 'overview' | 'portfolio',
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
