import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { presetRange, shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import type { RunningSimulator } from '@kampa/google-sim';
import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simFault, simReport, simSearch, startGoogle } from '#test/google';
import { createTestDatabase } from '#test/test-database';
import { TEST_KEY_RING } from '#test/test-app';
import { seedConnectedProject } from '#test/connected-project';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { gaDaily, gscDaily, syncChunks, syncRuns } from '../../db/schema';
import { REPO_ROOT } from '../../lib/paths';
import { createRun } from './runs-repository';
import { planChunks } from './plan';
import { saveSource } from './sources-repository';

/**
 * A real API process killed with SIGKILL in the middle of a backfill (GA4, then Search Console):
 * the next start resumes from the last finished chunk, and the stored totals still equal Google's
 * (no gap, no double day).
 */
let sim: RunningSimulator;
let simEnv: Record<string, string>;
let database: { url: string; drop: () => Promise<void> };
let handle: DatabaseHandle;
let server: ChildProcess | null = null;

const startApi = () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...simEnv,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: database.url,
        KAMPA_ENCRYPTION_KEY: TEST_KEY_RING,
        SYNC_POLL_SECONDS: '0.5',
        SYNC_RETRY_DELAY_SECONDS: '1',
      },
      stdio: 'ignore',
    },
  );
  server = child;
  return child;
};

const waitFor = async <T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs = 60_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Starts the API on a planned backfill, kills it with SIGKILL once a chunk (and not the last) is
 * done, starts it again, waits for the run to succeed and stops that API. Google answers slowly meanwhile, so the
 * kill lands between the first and the last chunk.
 */
const killMidRunAndResume = async (runId: string, api: 'ga-data' | 'search-console') => {
  const db = handle.db;
  const doneChunks = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(syncChunks)
        .where(and(eq(syncChunks.runId, runId), isNotNull(syncChunks.doneAt)))
    )[0]!.n;

  await simFault(sim, { kind: 'latency', api, latencyMs: 700 });
  const first = startApi();
  await waitFor('a finished chunk', async () => ((await doneChunks()) >= 1 ? true : null), 120_000);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.once('exit', resolve));
  const afterKill = await doneChunks();
  expect(afterKill).toBeGreaterThanOrEqual(1);
  expect(afterKill).toBeLessThan(6);
  await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });

  const second = startApi();
  // A limit against a hung run, not a timing assertion: a loaded machine needs minutes.
  const finished = await waitFor(
    'the run to finish',
    async () => {
      const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
      return row && ['succeeded', 'failed'].includes(row.status) ? row : null;
    },
    180_000,
  );
  expect(finished.status).toBe('succeeded');
  // Nothing of this test runs on into the next one (its API would take up the next run).
  second.kill('SIGKILL');
  await new Promise((resolve) => second.once('exit', resolve));
};

beforeAll(async () => {
  const google = await startGoogle();
  sim = google.sim;
  simEnv = Object.fromEntries(
    Object.entries(google.config)
      .filter(([key]) => key.startsWith('GOOGLE_'))
      .map(([key, value]) => [key, String(value)]),
  );
  database = await createTestDatabase();
  handle = createDatabase(database.url, { max: 2 });
}, 60_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await handle?.pool.end();
  await database?.drop();
  await sim?.close();
});

describe('a crash during a sync', () => {
  it('resumes after SIGKILL from the last finished chunk, and the totals stay exact', async () => {
    const db = handle.db;
    const { user, project, connection } = await seedConnectedProject(db, {
      simUrl: sim.url,
      keyRing: TEST_KEY_RING,
      name: 'crash',
    });
    const source = {
      projectId: project.id,
      kind: 'analytics' as const,
      connectionId: connection.id,
      connectedBy: user.id,
      externalId: '310000001',
      parentId: '200100',
      displayName: 'e-shop',
      timeZone: 'Europe/Prague',
      currency: 'CZK',
    };
    await saveSource(db, source);
    const run = await createRun(db, {
      projectId: project.id,
      kind: 'analytics',
      trigger: 'backfill',
      chunks: planChunks('backfill', todayIn('Europe/Prague'), { chunkDays: 92 }),
    });
    await killMidRunAndResume(run.id, 'ga-data');

    const range = presetRange('last_90_days', todayIn('Europe/Prague'));
    const [stored] = await db
      .select({
        sessions: sql<number>`sum(${gaDaily.sessions})::int`,
        days: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${gaDaily.date})::int`,
      })
      .from(gaDaily)
      .where(and(eq(gaDaily.projectId, project.id), between(gaDaily.date, range.from, range.to)));
    const report = await simReport(sim, '310000001', {
      dateRanges: [{ startDate: range.from, endDate: range.to }],
      metrics: [{ name: 'sessions' }],
    });
    expect(stored!.sessions).toBe(Number(report.rows?.[0]?.metricValues[0]?.value));
    expect(stored!.days).toBe(90);
    expect(stored!.distinct).toBe(90);
  }, 300_000);

  it('resumes a Search Console backfill after SIGKILL, and no day is doubled or missing', async () => {
    const db = handle.db;
    const site = 'sc-domain:zahradnicentrum.cz';
    const { user, project, connection } = await seedConnectedProject(db, {
      simUrl: sim.url,
      keyRing: TEST_KEY_RING,
      name: 'crashgsc',
      scopes: ['https://www.googleapis.com/auth/webmasters.readonly'],
    });
    await saveSource(db, {
      projectId: project.id,
      kind: 'search_console',
      connectionId: connection.id,
      connectedBy: user.id,
      externalId: site,
      parentId: null,
      displayName: 'zahradnicentrum.cz',
      // Search Console has no time zone or currency of its own: connecting stores the project's.
      timeZone: 'Europe/Prague',
      currency: 'CZK',
    });
    const today = todayIn('Europe/Prague');
    const run = await createRun(db, {
      projectId: project.id,
      kind: 'search_console',
      trigger: 'backfill',
      chunks: planChunks('backfill', today, { chunkDays: 92 }),
    });
    await killMidRunAndResume(run.id, 'search-console');

    // A year of days Google holds as final: the stored totals are Google's, one row a day.
    const range = { from: shiftDays(today, -368), to: shiftDays(today, -4) };
    const [stored] = await db
      .select({
        clicks: sql<number>`sum(${gscDaily.clicks})::float8`,
        impressions: sql<number>`sum(${gscDaily.impressions})::float8`,
        days: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${gscDaily.date})::int`,
      })
      .from(gscDaily)
      .where(and(eq(gscDaily.projectId, project.id), between(gscDaily.date, range.from, range.to)));
    const [google] = await simSearch(sim, site, { startDate: range.from, endDate: range.to });
    expect({ clicks: stored!.clicks, impressions: stored!.impressions }).toEqual({
      clicks: google!.clicks,
      impressions: google!.impressions,
    });
    expect(stored!.days).toBe(365);
    expect(stored!.distinct).toBe(365);
  }, 300_000);
});
