import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { presetRange, todayIn } from '@kampa/contracts/common/date-range';
import type { RunningSimulator } from '@kampa/google-sim';
import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simFault, simReport, startGoogle } from '#test/google';
import { createTestDatabase } from '#test/test-database';
import { TEST_KEY_RING } from '#test/test-app';
import { seedConnectedProject } from '#test/connected-project';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { gaDaily, syncChunks, syncRuns } from '../../db/schema';
import { REPO_ROOT } from '../../lib/paths';
import { createRun } from './runs-repository';
import { planChunks } from './plan';
import { saveSource } from './sources-repository';

/**
 * A real API process killed with SIGKILL in the middle of a backfill: the next start resumes from
 * the last finished chunk, and the stored totals still equal Google's (no gap, no double day).
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
    const doneChunks = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(syncChunks)
          .where(and(eq(syncChunks.runId, run.id), isNotNull(syncChunks.doneAt)))
      )[0]!.n;

    // Slow Google down so the kill lands between the first and the last chunk.
    await simFault(sim, { kind: 'latency', api: 'ga-data', latencyMs: 700 });
    const first = startApi();
    await waitFor('a finished chunk', async () => ((await doneChunks()) >= 1 ? true : null));
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const afterKill = await doneChunks();
    expect(afterKill).toBeGreaterThanOrEqual(1);
    expect(afterKill).toBeLessThan(6);
    await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });

    startApi();
    const finished = await waitFor('the run to finish', async () => {
      const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, run.id));
      return row && ['succeeded', 'failed'].includes(row.status) ? row : null;
    });
    expect(finished.status).toBe('succeeded');

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
  }, 120_000);
});
