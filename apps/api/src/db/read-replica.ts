import type { Database } from './client';
import { replicaReads } from '../lib/metrics';

/**
 * The databases a read may use: the primary, and a streaming replica when `DATABASE_READ_URL`
 * names one.
 */
export type ReadDatabases = { db: Database; readDb?: Database | null };

/**
 * The database a computation of the synced data may read: the replica once it has replayed the
 * primary's write-ahead log up to the moment of asking, else the primary.
 *
 * Callers read the data's version (what a cached view is keyed by) on the primary first and ask
 * here after it, so the replica is used only when it holds at least that version: a view is never
 * computed from, and cached under, a newer version than the data it read. The check costs one
 * short statement on each server, once per computed view (a cached view asks nothing). A replica
 * that is not in recovery (`pg_last_wal_replay_lsn()` is null), lags, or fails to answer is passed
 * over for the primary, counted in `kampa_replica_reads_total{database="primary"}`.
 */
export const freshReader = async ({ db, readDb }: ReadDatabases): Promise<Database> => {
  if (!readDb) return db;
  try {
    const primary = await db.$client.query<{ lsn: string }>({
      name: 'kampa_current_wal_lsn',
      text: 'SELECT pg_current_wal_lsn()::text AS lsn',
    });
    const replica = await readDb.$client.query<{ caught_up: boolean | null }>({
      name: 'kampa_replay_caught_up',
      text: 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up',
      values: [primary.rows[0]?.lsn],
    });
    if (replica.rows[0]?.caught_up === true) {
      replicaReads.inc({ database: 'replica' });
      return readDb;
    }
  } catch {
    // An unreachable replica must not fail a read the primary can answer.
  }
  replicaReads.inc({ database: 'primary' });
  return db;
};
