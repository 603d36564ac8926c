import type { TDataSource } from '@kampa/contracts/sync/sync';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { projectSyncRequests, syncChunks, syncRuns } from '../../db/schema';

export type RunRow = typeof syncRuns.$inferSelect;
export type ChunkRow = typeof syncChunks.$inferSelect;
export type RunTrigger = RunRow['trigger'];
export type PlannedChunk = Pick<ChunkRow, 'step' | 'fromDate' | 'toDate'>;

export const ACTIVE_STATUSES = ['queued', 'running', 'waiting'] as const;

/** A new run with its chunks (numbered in the order they are to run). */
export const createRun = async (
  db: Database,
  input: { projectId: string; kind: TDataSource; trigger: RunTrigger; chunks: PlannedChunk[] },
): Promise<RunRow> =>
  db.transaction(async (tx) => {
    const [run] = await tx
      .insert(syncRuns)
      .values({ projectId: input.projectId, kind: input.kind, trigger: input.trigger })
      .returning();
    if (!run) throw new Error('Inserting the sync run returned nothing');
    await tx
      .insert(syncChunks)
      .values(input.chunks.map((chunk, seq) => ({ ...chunk, runId: run.id, seq })));
    return run;
  });

export const findRun = async (db: DbOrTx, runId: string): Promise<RunRow | undefined> => {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, runId));
  return row;
};

export const findActiveRun = async (
  db: DbOrTx,
  projectId: string,
  kind: TDataSource,
): Promise<RunRow | undefined> => {
  const [row] = await db
    .select()
    .from(syncRuns)
    .where(
      and(
        eq(syncRuns.projectId, projectId),
        eq(syncRuns.kind, kind),
        inArray(syncRuns.status, [...ACTIVE_STATUSES]),
      ),
    )
    .orderBy(desc(syncRuns.createdAt))
    .limit(1);
  return row;
};

export const nextPendingChunk = async (
  db: DbOrTx,
  runId: string,
): Promise<ChunkRow | undefined> => {
  const [row] = await db
    .select()
    .from(syncChunks)
    .where(and(eq(syncChunks.runId, runId), isNull(syncChunks.doneAt)))
    .orderBy(asc(syncChunks.seq))
    .limit(1);
  return row;
};

export const countAttempt = async (db: DbOrTx, runId: string, seq: number): Promise<number> => {
  const [row] = await db
    .update(syncChunks)
    .set({ attempts: sql`${syncChunks.attempts} + 1` })
    .where(and(eq(syncChunks.runId, runId), eq(syncChunks.seq, seq)))
    .returning({ attempts: syncChunks.attempts });
  return row?.attempts ?? 0;
};

export const markChunkDone = async (tx: DbOrTx, runId: string, seq: number): Promise<void> => {
  await tx
    .update(syncChunks)
    .set({ doneAt: new Date() })
    .where(and(eq(syncChunks.runId, runId), eq(syncChunks.seq, seq)));
};

export const updateRun = async (
  db: DbOrTx,
  runId: string,
  changes: Partial<
    Pick<RunRow, 'status' | 'retryAt' | 'errorCode' | 'errorMessage' | 'finishedAt'>
  >,
): Promise<void> => {
  await db.update(syncRuns).set(changes).where(eq(syncRuns.id, runId));
};

/** Stops the active runs of the given sources (a disconnect): they fail with `code`. */
export const failActiveRuns = async (
  db: DbOrTx,
  sources: { projectId: string; kind: TDataSource }[],
  error: { code: string; message: string },
): Promise<void> => {
  for (const source of sources) {
    await db
      .update(syncRuns)
      .set({
        status: 'failed',
        errorCode: error.code,
        errorMessage: error.message,
        finishedAt: new Date(),
        retryAt: null,
      })
      .where(
        and(
          eq(syncRuns.projectId, source.projectId),
          eq(syncRuns.kind, source.kind),
          inArray(syncRuns.status, [...ACTIVE_STATUSES]),
        ),
      );
  }
};

/**
 * Claims the project's once-a-minute "sync now". Atomic: of two requests at once, one wins. Answers
 * null when claimed, else how long until the next is allowed (ms).
 */
export const claimManualSync = async (
  db: Database,
  projectId: string,
  intervalMs: number,
): Promise<number | null> => {
  const claimed = await db.execute<{ project_id: string }>(sql`
    INSERT INTO ${projectSyncRequests} (project_id, requested_at) VALUES (${projectId}, now())
    ON CONFLICT (project_id) DO UPDATE SET requested_at = now()
      WHERE ${projectSyncRequests.requestedAt} <= now() - make_interval(secs => ${intervalMs / 1000})
    RETURNING project_id`);
  if (claimed.rows.length > 0) return null;
  const [row] = await db
    .select({ requestedAt: projectSyncRequests.requestedAt })
    .from(projectSyncRequests)
    .where(eq(projectSyncRequests.projectId, projectId));
  return Math.max(1000, (row?.requestedAt.getTime() ?? Date.now()) + intervalMs - Date.now());
};

/** How many runs are in each state (the metrics endpoint's `kampa_sync_runs`). */
export const countRunsByStatus = async (
  db: Database,
): Promise<{ status: string; count: number }[]> =>
  db
    .select({ status: syncRuns.status, count: sql<number>`count(*)::int` })
    .from(syncRuns)
    .groupBy(syncRuns.status);
