import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

// The embedded PostgreSQL that `npm start` runs when there is no DATABASE_URL.
describe('embedded PostgreSQL', () => {
  let root: string;
  let first: EmbeddedDatabase;

  beforeAll(async () => {
    // Under the repository's data/ (not a 0700 temp dir): as root, PostgreSQL runs as the
    // `postgres` user, who must be able to reach the directory.
    root = path.join(
      REPO_ROOT,
      'data/test-integration',
      `embedded-${randomBytes(4).toString('hex')}`,
    );
    first = await startEmbeddedPostgres({
      dataDir: path.join(root, 'postgres'),
      database: 'kampa',
    });
  }, 60_000);

  afterAll(async () => {
    await first?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('creates the cluster and the database, on a loopback port that is not 5432', async () => {
    expect(first.port).not.toBe(5432);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    await client.end();
    expect(rows[0]?.name).toBe('kampa');
    expect(new URL(first.url).hostname).toBe('127.0.0.1');
  });

  it('refuses a second server on the same data directory with a clear error', async () => {
    const second = startEmbeddedPostgres({ dataDir: first.dataDir, database: 'kampa' });
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(/already in use by another process/);
    // …and the first one is unharmed.
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('SELECT 1');
    await client.end();
  });

  it('keeps data across a restart of the same directory', async () => {
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE kept (value text)');
    await client.query("INSERT INTO kept VALUES ('still here')");
    await client.end();
    await first.stop();

    first = await startEmbeddedPostgres({ dataDir: first.dataDir, database: 'kampa' });
    const again = new pg.Client({ connectionString: first.url });
    await again.connect();
    const { rows } = await again.query<{ value: string }>('SELECT value FROM kept');
    await again.end();
    expect(rows).toEqual([{ value: 'still here' }]);
  }, 60_000);
});
