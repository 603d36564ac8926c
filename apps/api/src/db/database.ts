import path from 'node:path';
import type { AppConfig } from '../config';
import { createDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export type OpenDatabase = DatabaseHandle & {
  /** Where the data lives, for the start banner: a directory or the external server. */
  location: string;
  close: () => Promise<void>;
};

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in `<data dir>/postgres`;
 * then applies migrations. `close` ends the pool and stops the embedded server.
 */
export const openDatabase = async (
  config: Pick<AppConfig, 'DATABASE_URL' | 'KAMPA_DATA_DIR'>,
  hooks: {
    /** PostgreSQL's own log lines. */
    onLog?: (message: string) => void;
    /** What the start did that the user should hear of (an orphaned server shut down). */
    onNotice?: (message: string) => void;
  } = {},
): Promise<OpenDatabase> => {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        dataDir: path.join(path.resolve(config.KAMPA_DATA_DIR), 'postgres'),
        database: 'kampa',
        ...hooks,
      });
  const url = config.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('No database URL');
  const handle = createDatabase(url);
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.pool.end();
    await embedded?.stop();
    throw error;
  }
  const location = embedded ? embedded.dataDir : new URL(url).host;
  return {
    ...handle,
    location,
    close: async () => {
      await handle.pool.end();
      await embedded?.stop();
    },
  };
};
