import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { REPO_ROOT } from '../lib/paths';
import type { DatabaseHandle } from './client';

// From the repository root: the same folder for the sources and the built bundle.
const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'apps/api/src/db/migrations');
/** The newest migration this build knows (drizzle-kit's journal): `when` is what the database records. */
export const latestMigration = (): { tag: string; when: number } => {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migrations journal is empty');
  return { tag: last.tag, when: last.when };
};

// Any constant shared by every Kampa instance; serialises migrations across instances.
const MIGRATION_LOCK_ID = 727_261_001;

/**
 * Applies pending migrations; safe when several API instances start at once. The lock and the
 * migration share one connection, so this works even with a pool of one.
 */
export const runMigrations = async ({ pool }: Pick<DatabaseHandle, 'pool'>): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
};
