import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startSimulator, type RunningSimulator } from '@kampa/google-sim';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { generateKeyRingEntry } from '../src/lib/encryption';
import { REPO_ROOT } from '../src/lib/paths';

export type DemoWorld = { db: Database; config: AppConfig; sim: RunningSimulator; keyRing: string };

/**
 * What the backfill and monitoring benchmarks share: a fresh embedded PostgreSQL (migrated) in
 * `data/bench-<name>`, the Google simulator on a free port and the app's settings pointing at it;
 * all stopped and removed after `body`, whatever it did.
 */
export const withDemoWorld = async <T>(
  name: string,
  body: (world: DemoWorld) => Promise<T>,
): Promise<T> => {
  const dataDir = path.join(REPO_ROOT, `data/bench-${name}`);
  await rm(dataDir, { recursive: true, force: true });
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    database: 'kampa',
  });
  const sim = await startSimulator({ port: 0, host: '127.0.0.1' });
  const handle = createDatabase(pg.url);
  try {
    await runMigrations(handle);
    const keyRing = generateKeyRingEntry('bench');
    const config = loadConfig({
      KAMPA_ENCRYPTION_KEY: keyRing,
      GOOGLE_OAUTH_TOKEN_URL: `${sim.url}/token`,
      GOOGLE_ANALYTICS_DATA_URL: sim.url,
      GOOGLE_ADS_URL: sim.url,
      GOOGLE_SEARCH_CONSOLE_URL: sim.url,
    });
    return await body({ db: handle.db, config, sim, keyRing });
  } finally {
    await handle.pool.end();
    await sim.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
};
