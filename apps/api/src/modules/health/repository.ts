import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const pingDatabase = async (db: Database): Promise<void> => {
  await db.execute(sql`SELECT 1`);
};

/**
 * When the newest migration applied in the database was made (drizzle's own table, written by
 * `db/migrate.ts`); null when none was applied (or the table is not there).
 */
export const newestAppliedMigration = async (db: Database): Promise<number | null> => {
  const exists = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists.rows[0]?.present) return null;
  const newest = await db.execute<{ created_at: string | null }>(
    sql`SELECT max(created_at)::text AS created_at FROM drizzle.__drizzle_migrations`,
  );
  const value = newest.rows[0]?.created_at;
  return value == null ? null : Number(value);
};
