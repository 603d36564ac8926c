import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import type { RunningSimulator } from '@kampa/google-sim';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSyncedDemoProject, DEMO_SHOP, startGoogle, waitForMonitoring } from '#test/google';
import { createTestIdentity, type TestIdentity } from '#test/identity';
import { onboard, TEST_KEY_RING, type TestApp } from '#test/test-app';
import { buildServer } from './build-server';
import { loadConfig, type AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { gaDaily, projects } from './db/schema';

/**
 * A Debian PostgreSQL 15 primary and its hot standby (streaming replication, started here): the
 * dashboards read their numbers on the standby once it has replayed the primary's log, and on the
 * primary while it lags, so an answer never shows data older than its version. The standby logs
 * every statement, so where a view was read is seen in the server's own log.
 */
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PRIMARY_PORT = 4800 + Math.floor(Math.random() * 90);
const STANDBY_PORT = PRIMARY_PORT + 100;
const isRoot = process.getuid?.() === 0;

const pg = (binary: string, args: string[]) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args], {
        encoding: 'utf8',
      })
    : execFileSync(path.join(PG_BIN, binary), args, { encoding: 'utf8' });

const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/kampa`;

let dir = '';
let sim: RunningSimulator;
let primary: DatabaseHandle;
let standby: DatabaseHandle;
let withReplica: TestApp;
let primaryOnly: TestApp;
let owner: TestIdentity;
let projectUid: string;

const startProduct = async (readDb: DatabaseHandle | null, google: Partial<AppConfig>) => {
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      KAMPA_ENCRYPTION_KEY: TEST_KEY_RING,
    }),
    WEB_DIST_DIR: '',
    SYNC_BACKFILL_MONTHS: 2,
    ...google,
    SYNC_WORKERS: readDb !== null,
  };
  const app = await buildServer({
    config,
    db: primary.db,
    readDb: readDb?.db ?? null,
    version: 'test',
  });
  await app.ready();
  return {
    app,
    db: primary.db,
    config,
    databaseUrl: urlOf(PRIMARY_PORT),
    close: () => app.close(),
  };
};

const standbyLog = () => readFile(path.join(dir, 'standby.log'), 'utf8');

/** Waits until the standby has replayed everything the primary has written so far. */
const standbyCaughtUp = async () => {
  const {
    rows: [lsn],
  } = await primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  for (let tries = 0; tries < 600; tries += 1) {
    const {
      rows: [row],
    } = await standby.pool.query<{ ok: boolean }>(
      'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok',
      [lsn!.lsn],
    );
    if (row?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the standby did not catch up');
};

const overview = async (testApp: TestApp, range: { from: string; to: string }) => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/project/${projectUid}/dashboard?from=${range.from}&to=${range.to}&compare=previous_period`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { kpis: { sessions: { value: number | null } } };
};

/** The dashboard statements the standby ran between two reads of its log. */
const factReadsIn = (log: string) => log.split('\n').filter((line) => /ga_daily/.test(line)).length;

describe.skipIf(!existsSync(path.join(PG_BIN, 'pg_basebackup')))('a read replica', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kampa-replica-'));
    await chmod(dir, 0o777);
    const primaryData = path.join(dir, 'primary');
    const standbyData = path.join(dir, 'standby');
    pg('initdb', ['-D', primaryData, '--auth=trust', '--username=postgres']);
    pg('pg_ctl', [
      ...['-D', primaryData, '-l', path.join(dir, 'primary.log'), '-w', '-o'],
      `-p ${PRIMARY_PORT} -c listen_addresses=127.0.0.1 -k ${dir} -c wal_level=replica`,
      'start',
    ]);
    pg('createdb', ['-h', '127.0.0.1', '-p', String(PRIMARY_PORT), '-U', 'postgres', 'kampa']);
    // The standby: a base backup of the primary that streams its log from then on (`-R`).
    pg('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(PRIMARY_PORT), '-U', 'postgres'],
      ...['-D', standbyData, '-R', '-X', 'stream'],
    ]);
    pg('pg_ctl', [
      ...['-D', standbyData, '-l', path.join(dir, 'standby.log'), '-w', '-o'],
      `-p ${STANDBY_PORT} -c listen_addresses=127.0.0.1 -k ${dir} -c hot_standby=on -c log_statement=all`,
      'start',
    ]);
    primary = createDatabase(urlOf(PRIMARY_PORT), { max: 4 });
    standby = createDatabase(urlOf(STANDBY_PORT), { max: 4 });
    await runMigrations(primary);
    const google = await startGoogle();
    sim = google.sim;
    withReplica = await startProduct(standby, google.config);
    primaryOnly = await startProduct(null, google.config);
    owner = await onboard(withReplica, await createTestIdentity());
    projectUid = await createSyncedDemoProject(withReplica, owner.headers);
    // The syncs' rule evaluations run in the background and add alert events to the dashboard;
    // the views compared below must not straddle one.
    await waitForMonitoring(withReplica);
    await standbyCaughtUp();
  }, 240_000);

  afterAll(async () => {
    await withReplica?.close();
    await primaryOnly?.close();
    await primary?.pool.end();
    await standby?.pool.end();
    await sim?.close();
    for (const data of ['standby', 'primary']) {
      try {
        pg('pg_ctl', ['-D', path.join(dir, data), '-m', 'fast', '-w', 'stop']);
      } catch {
        // Not started.
      }
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads the numbers on the standby once it caught up, and on the primary while it lags', async () => {
    const today = todayIn(DEMO_SHOP.timeZone);
    const days = (from: number, to: number) => ({
      from: shiftDays(today, -from),
      to: shiftDays(today, -to),
    });

    // Caught up: the view is read on the standby and equals the primary's.
    let before = (await standbyLog()).length;
    const first = await overview(withReplica, days(20, 2));
    expect(factReadsIn((await standbyLog()).slice(before))).toBeGreaterThan(0);
    expect(first).toEqual(await overview(primaryOnly, days(20, 2)));

    // The standby stops replaying; the primary's data changes (as a sync would change it).
    await standby.pool.query('SELECT pg_wal_replay_pause()');
    const [project] = await primary.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.uid, projectUid));
    const day = shiftDays(today, -10);
    await primary.db
      .update(gaDaily)
      .set({ sessions: sql`${gaDaily.sessions} + 1000` })
      .where(and(eq(gaDaily.projectId, project!.id), eq(gaDaily.date, day)));

    // A view computed now is read on the primary: it has the 1,000 sessions the standby lacks.
    before = (await standbyLog()).length;
    const lagging = await overview(withReplica, days(21, 2));
    expect(factReadsIn((await standbyLog()).slice(before))).toBe(0);
    const reference = await overview(primaryOnly, days(21, 2));
    expect(lagging).toEqual(reference);
    const onStandby = await standby.pool.query<{ sessions: number }>(
      'SELECT sessions FROM ga_daily WHERE project_id = $1 AND date = $2',
      [project!.id, day],
    );
    const onPrimary = await primary.pool.query<{ sessions: number }>(
      'SELECT sessions FROM ga_daily WHERE project_id = $1 AND date = $2',
      [project!.id, day],
    );
    expect(onPrimary.rows[0]!.sessions - onStandby.rows[0]!.sessions).toBe(1000);

    // Replaying again, the standby catches up and serves the next view, with the change.
    await standby.pool.query('SELECT pg_wal_replay_resume()');
    await standbyCaughtUp();
    before = (await standbyLog()).length;
    const resumed = await overview(withReplica, days(22, 2));
    expect(factReadsIn((await standbyLog()).slice(before))).toBeGreaterThan(0);
    expect(resumed).toEqual(await overview(primaryOnly, days(22, 2)));
  }, 120_000);
});
