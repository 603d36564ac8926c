import type { TDataSource } from '@kampa/contracts/sync/sync';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { syncChunks, syncRuns } from '../../db/schema';
import type { DbOrTx } from './sources-repository';

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

/** When the project's last manual sync was asked for (for the once-a-minute limit). */
export const lastManualRunAt = async (db: Database, projectId: string): Promise<Date | null> => {
  const [row] = await db
    .select({ createdAt: syncRuns.createdAt })
    .from(syncRuns)
    .where(and(eq(syncRuns.projectId, projectId), eq(syncRuns.trigger, 'manual')))
    .orderBy(desc(syncRuns.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
};
