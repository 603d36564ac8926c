import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { isProcessRunning } from '../lib/processes';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';

const testDir = () =>
  path.join(REPO_ROOT, 'data/test-integration', `embedded-${randomBytes(4).toString('hex')}`);

const query = async <T extends pg.QueryResultRow>(url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
};

// The embedded PostgreSQL that `npm start` runs when there is no DATABASE_URL.
describe('embedded PostgreSQL', () => {
  let root: string;
  let first: EmbeddedDatabase;

  beforeAll(async () => {
    // Under the repository's data/ (not a 0700 temp dir): as root, PostgreSQL runs as the
    // `postgres` user, who must be able to reach the directory.
    root = testDir();
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

// Another process holding the server, as a running Kampa API would (apps/api/test/hold-…).
type Holder = { process: ChildProcess; url: string; watchdogPid: number };

const startHolder = async (dataDir: string): Promise<Holder> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/test/hold-embedded-postgres.ts'), dataDir],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`holder exited (${code})`)));
  });
  const { url, watchdogPid } = JSON.parse(first) as { url: string; watchdogPid: number };
  return { process: child, url, watchdogPid };
};

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('embedded PostgreSQL after its Kampa dies', () => {
  let root: string;
  let dataDir: string;
  let holder: Holder | null = null;
  let started: EmbeddedDatabase | null = null;

  beforeAll(async () => {
    root = testDir();
    dataDir = path.join(root, 'postgres');
  });

  afterEach(async () => {
    if (holder?.process.exitCode === null) holder.process.kill('SIGTERM');
    await started?.stop();
    started = null;
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a server that a live Kampa in another process holds', async () => {
    holder = await startHolder(dataDir);
    await expect(startEmbeddedPostgres({ dataDir, database: 'kampa' })).rejects.toBeInstanceOf(
      DataDirInUseError,
    );
    expect(await query(holder.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await new Promise((resolve) => {
      holder?.process.once('exit', resolve);
      holder?.process.kill('SIGTERM');
    });
  }, 60_000);

  it('shuts the server down cleanly when the process that started it is killed', async () => {
    holder = await startHolder(dataDir);
    await query(holder.url, "CREATE TABLE kept AS SELECT 'written before the kill' AS value");
    await killed(holder.process);
    // The watchdog's fast shutdown removes postmaster.pid, as only a clean shutdown does.
    await expect
      .poll(() => existsSync(path.join(dataDir, 'postmaster.pid')), { timeout: 30_000 })
      .toBe(false);
    const watchdogPid = holder.watchdogPid;
    await expect.poll(() => isProcessRunning(watchdogPid), { timeout: 5_000 }).toBe(false);

    const log: string[] = [];
    started = await startEmbeddedPostgres({
      dataDir,
      database: 'kampa',
      onLog: (line) => log.push(line),
    });
    expect(log.join('')).toMatch(/database system was shut down at/);
    expect(await query(started.url, 'SELECT value FROM kept')).toEqual([
      { value: 'written before the kill' },
    ]);
  }, 60_000);

  it('shuts down and reuses a server whose Kampa and watchdog were both killed', async () => {
    holder = await startHolder(dataDir);
    await query(holder.url, "INSERT INTO kept VALUES ('written before both kills')");
    process.kill(holder.watchdogPid, 'SIGKILL');
    await killed(holder.process);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);

    const notices: string[] = [];
    const log: string[] = [];
    started = await startEmbeddedPostgres({
      dataDir,
      database: 'kampa',
      onLog: (line) => log.push(line),
      onNotice: (line) => notices.push(line),
    });
    expect(notices.join('')).toMatch(/left running by a Kampa that is gone/);
    expect(log.join('')).toMatch(/database system was shut down at/);
    expect(await query(started.url, 'SELECT value FROM kept ORDER BY value')).toEqual([
      { value: 'written before both kills' },
      { value: 'written before the kill' },
    ]);
  }, 60_000);
});
