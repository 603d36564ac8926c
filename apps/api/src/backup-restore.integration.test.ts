import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningSimulator } from '@kampa/google-sim';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSyncedDemoProject, startGoogle, waitForMonitoring } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { onboard, TEST_KEY_RING, type TestApp } from '#test/test-app';
import { buildServer } from './build-server';
import { loadConfig, type AppConfig } from './config';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { gaDaily } from './db/schema';

/** Debian's PostgreSQL 15 (installed on the machines and in CI): pg_dump and pg_restore with it. */
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PORT = 4700 + Math.floor(Math.random() * 90);
const isRoot = process.getuid?.() === 0;

/** A PostgreSQL binary, as the `postgres` user when this runs as root (PostgreSQL refuses root). */
const pg = (binary: string, args: string[]) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args], {
        encoding: 'utf8',
      })
    : execFileSync(path.join(PG_BIN, binary), args, { encoding: 'utf8' });

const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${PORT}/${database}`;

let dir = '';
let sim: RunningSimulator;
let google: Partial<AppConfig>;

/** The product on `database`: migrations run, as `npm start` runs them. */
const startProduct = async (database: string, overrides: Partial<AppConfig>): Promise<TestApp> => {
  const handle = createDatabase(urlOf(database), { max: 4 });
  await runMigrations(handle);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      KAMPA_ENCRYPTION_KEY: TEST_KEY_RING,
      SYNC_WORKERS: 'false',
    }),
    WEB_DIST_DIR: '',
    ...google,
    ...overrides,
  };
  const app = await buildServer({ config, db: handle.db, version: 'test' });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    databaseUrl: urlOf(database),
    close: async () => {
      await app.close();
      await handle.pool.end();
    },
  };
};

describe.skipIf(!existsSync(path.join(PG_BIN, 'pg_dump')))('a backup and its restore', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kampa-backup-'));
    await chmod(dir, 0o777);
    pg('initdb', ['-D', path.join(dir, 'data'), '--auth=trust', '--username=postgres']);
    pg('pg_ctl', [
      '-D',
      path.join(dir, 'data'),
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${PORT} -c listen_addresses=127.0.0.1 -k ${dir}`,
      'start',
    ]);
    pg('createdb', ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres', 'kampa']);
    const started = await startGoogle();
    sim = started.sim;
    google = started.config;
  }, 120_000);
  afterAll(async () => {
    await sim?.close();
    if (dir) {
      try {
        pg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } catch {
        // Not started.
      }
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('restores a synced project into a fresh database with the dashboards’ numbers equal', async () => {
    const original = await startProduct('kampa', { SYNC_WORKERS: true, SYNC_BACKFILL_MONTHS: 2 });
    let owner: TestIdentity;
    let projectUid: string;
    const views = [
      (uid: string) => `/api/project/${uid}/dashboard?preset=last_28_days`,
      (uid: string) => `/api/project/${uid}/analytics/dashboard?preset=last_28_days`,
      (uid: string) => `/api/project/${uid}/ads/dashboard?preset=last_28_days`,
    ];
    const read = async (testApp: TestApp) =>
      Promise.all(
        views.map(async (view) => {
          const answer = await testApp.app.inject({
            method: 'GET',
            url: view(projectUid),
            headers: owner.headers,
          });
          expect(answer.statusCode, answer.body).toBe(200);
          return answer.json() as unknown;
        }),
      );
    let before: unknown[];
    const days = async (testApp: TestApp) =>
      (await testApp.db.select({ n: count() }).from(gaDaily))[0]?.n;
    let daysBefore: number | undefined;
    try {
      owner = await onboard(original, await createTestIdentity());
      projectUid = await createSyncedDemoProject(original, owner.headers);
      // The rules judged after each sync add their alerts to the dashboards' events: read (and
      // dump) once they are done, or the dump holds alerts the reading before it had not seen.
      await waitForMonitoring(original);
      before = await read(original);
      daysBefore = await days(original);
    } finally {
      await original.close();
    }

    // The documented procedure: a custom-format dump, restored into a new, empty database.
    const dump = path.join(dir, 'kampa.dump');
    const connection = ['-h', '127.0.0.1', '-p', String(PORT), '-U', 'postgres'];
    pg('pg_dump', [...connection, '--format=custom', '--no-owner', `--file=${dump}`, 'kampa']);
    pg('createdb', [...connection, 'kampa_restored']);
    pg('pg_restore', [
      ...connection,
      '--no-owner',
      '--exit-on-error',
      '-d',
      'kampa_restored',
      dump,
    ]);

    const restored = await startProduct('kampa_restored', {});
    try {
      expect(daysBefore).toBeGreaterThan(28);
      expect(await days(restored)).toBe(daysBefore);
      expect(await read(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 300_000);
});
