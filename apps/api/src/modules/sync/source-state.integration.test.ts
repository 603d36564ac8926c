import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceStates, expectSourceStatesCurrent } from '#test/source-state';
import { createTestDatabase } from '#test/test-database';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { gaDaily, projects, projectSources, syncRuns, workspaces } from '../../db/schema';
import { createRun, failActiveRuns, markChunkDone, updateRun } from './runs-repository';
import type { DbOrTx } from '../../db/client';
import { saveSource } from './sources-repository';
import { sourceStatusRows } from './status-repository';

/*
 * The sync state kept on each source's row (database triggers on runs, chunks and days) against the
 * same state computed from scratch, after every kind of write the sync makes, and with two
 * transactions writing one source at once.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;

const CHUNKS = [
  { step: 'range' as const, fromDate: '2026-01-01', toDate: '2026-01-31' },
  { step: 'range' as const, fromDate: '2026-02-01', toDate: '2026-02-28' },
  { step: 'extras' as const, fromDate: '2026-01-01', toDate: '2026-02-28' },
];

const insertWorkspace = async () => {
  const [workspace] = await handle.db
    .insert(workspaces)
    .values({ uid: `w${Math.random().toString(36).slice(2, 12)}`, name: 'Agency' })
    .returning();
  return workspace!;
};

const newProject = async () => {
  const [project] = await handle.db
    .insert(projects)
    .values({
      uid: `p${Math.random().toString(36).slice(2, 12)}`,
      workspaceId: (await insertWorkspace()).id,
      name: 'Shop',
      websiteUrl: 'https://shop.cz',
      timeZone: 'Europe/Prague',
      currency: 'CZK',
    })
    .returning();
  const source = {
    projectId: project!.id,
    kind: 'analytics' as const,
    connectionId: null,
    connectedBy: null,
    externalId: '310000001',
    parentId: null,
    displayName: 'Shop',
    timeZone: 'Europe/Prague',
    currency: 'CZK',
  };
  await saveSource(handle.db, source);
  return { projectId: project!.id, source };
};

const storeDays = (db: DbOrTx, projectId: string, dates: string[]) =>
  db.insert(gaDaily).values(
    dates.map((date) => ({
      projectId,
      date,
      sessions: 10,
      engagedSessions: 5,
      screenPageViews: 20,
      keyEvents: 1,
      totalRevenue: 100,
      totalUsers: 8,
      newUsers: 2,
    })),
  );

const statusOf = async (projectId: string) => {
  const [row] = await sourceStatusRows(handle.db, [projectId]);
  return row!;
};

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDatabase(database.url, { max: 4 });
});

afterAll(async () => {
  await handle?.pool.end();
  await database?.drop();
});

describe('the sync state stored on each source', () => {
  it('follows runs, chunks, failures and days as the sync writes them', async () => {
    const { projectId, source } = await newProject();
    expect(await statusOf(projectId)).toMatchObject({ run: null, failure: null, dataFrom: null });

    const run = await createRun(handle.db, {
      projectId,
      kind: 'analytics',
      trigger: 'backfill',
      chunks: CHUNKS,
    });
    expect((await statusOf(projectId)).run).toEqual({
      trigger: 'backfill',
      status: 'queued',
      retryAt: null,
      chunksTotal: 3,
      chunksDone: 0,
    });

    await handle.db.transaction(async (tx) => {
      await storeDays(tx, projectId, ['2026-01-01', '2026-01-02', '2026-01-31']);
      await markChunkDone(tx, run.id, 0);
    });
    const retryAt = new Date('2026-03-01T10:00:00Z');
    await updateRun(handle.db, run.id, { status: 'waiting', retryAt });
    expect(await statusOf(projectId)).toMatchObject({
      run: { status: 'waiting', retryAt, chunksDone: 1, chunksTotal: 3 },
      dataFrom: '2026-01-01',
      dataTo: '2026-01-31',
    });

    const finishedAt = new Date('2026-03-01T11:00:00Z');
    await updateRun(handle.db, run.id, {
      status: 'failed',
      errorCode: 'google_unavailable',
      errorMessage: 'Google is down',
      finishedAt,
    });
    await createRun(handle.db, { projectId, kind: 'analytics', trigger: 'manual', chunks: CHUNKS });
    expect(await statusOf(projectId)).toMatchObject({
      run: { trigger: 'manual', status: 'queued', chunksDone: 0 },
      failure: { errorCode: 'google_unavailable', errorMessage: 'Google is down', finishedAt },
    });
    await expectSourceStatesCurrent(handle.db);

    await failActiveRuns(handle.db, [{ projectId, kind: 'analytics' }], {
      code: 'disconnected',
      message: 'Disconnected',
    });
    expect((await statusOf(projectId)).failure?.errorCode).toBe('disconnected');

    // Choosing another property drops the previous one's days.
    await saveSource(handle.db, { ...source, externalId: '320000001' });
    expect(await statusOf(projectId)).toMatchObject({ dataFrom: null, dataTo: null });
    await storeDays(handle.db, projectId, ['2026-02-10']);
    await handle.db.delete(syncRuns).where(eq(syncRuns.projectId, projectId));
    expect(await statusOf(projectId)).toMatchObject({
      run: null,
      failure: null,
      dataFrom: '2026-02-10',
      dataTo: '2026-02-10',
    });

    // A source chosen again after a disconnect starts from what is stored for it.
    await handle.db
      .delete(projectSources)
      .where(and(eq(projectSources.projectId, projectId), eq(projectSources.kind, 'analytics')));
    await saveSource(handle.db, { ...source, externalId: '320000001' });
    expect((await statusOf(projectId)).dataTo).toBe('2026-02-10');
    await expectSourceStatesCurrent(handle.db);
  });

  it('counts both of two transactions that write one source at once', async () => {
    const { projectId } = await newProject();
    const run = await createRun(handle.db, {
      projectId,
      kind: 'analytics',
      trigger: 'daily',
      chunks: CHUNKS,
    });
    const first = await handle.pool.connect();
    const second = await handle.pool.connect();
    try {
      // The first writes days and holds its transaction open; the second marks a chunk done.
      await first.query('BEGIN');
      await first.query(
        `INSERT INTO ga_daily (project_id, date, sessions, engaged_sessions, screen_page_views,
           key_events, total_revenue, total_users, new_users)
         VALUES ($1, '2026-01-05', 1, 1, 1, 0, 0, 1, 1)`,
        [projectId],
      );
      const secondPid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
        .rows[0]!.pid;
      const marking = second.query(
        'UPDATE sync_chunks SET done_at = now() WHERE run_id = $1 AND seq = 0',
        [run.id],
      );
      // The second waits for the first's lock on the source (and not for anything else).
      await expect
        .poll(async () => {
          const activity = await handle.pool.query<{ wait: string | null }>(
            'SELECT wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1',
            [secondPid],
          );
          return activity.rows[0]?.wait;
        })
        .toBe('Lock');
      await first.query('COMMIT');
      await marking;
    } finally {
      first.release();
      second.release();
    }
    expect(await statusOf(projectId)).toMatchObject({
      run: { chunksDone: 1 },
      dataFrom: '2026-01-05',
      dataTo: '2026-01-05',
    });
    await expectSourceStatesCurrent(handle.db);
    expect((await sourceStates(handle.db)).length).toBeGreaterThan(0);
  });
});
