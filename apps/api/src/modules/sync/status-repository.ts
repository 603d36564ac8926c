import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { googleConnections, projectSources, users } from '../../db/schema';
import type { RunRow, RunTrigger } from './runs-repository';
import type { SourceRow } from './sources-repository';

export type SourceStatusRow = {
  source: SourceRow;
  connectionStatus: 'active' | 'reconnect_needed' | 'revoked' | null;
  googleEmail: string | null;
  userName: string | null;
  userEmail: string | null;
  /** The source's newest run with its chunk counts. */
  run: {
    trigger: RunTrigger;
    status: RunRow['status'];
    retryAt: Date | null;
    chunksTotal: number;
    chunksDone: number;
  } | null;
  /** Its newest failed run. */
  failure: {
    errorCode: string | null;
    errorMessage: string | null;
    finishedAt: Date | null;
  } | null;
  /** The first and last day stored. */
  dataFrom: string | null;
  dataTo: string | null;
};

/**
 * Each source of the given projects with everything its status needs, in one statement: who
 * connected it, the connection's state, and the sync state the database keeps on the source's own
 * row (its newest run with its chunks counted, its newest failure, its first and last stored day;
 * recomputed by triggers whenever a run, a chunk or a day changes, see migration 0013). One row
 * per source, however many years of daily runs and days it holds.
 */
export const sourceStatusRows = async (
  db: Database,
  projectIds: readonly string[],
): Promise<SourceStatusRow[]> => {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({
      source: projectSources,
      connectionStatus: googleConnections.status,
      googleEmail: googleConnections.googleEmail,
      userName: users.displayName,
      userEmail: users.email,
    })
    .from(projectSources)
    .leftJoin(users, eq(users.id, projectSources.connectedBy))
    .leftJoin(googleConnections, eq(googleConnections.id, projectSources.connectionId))
    .where(inArray(projectSources.projectId, [...projectIds]));
  return rows.map(({ source, ...row }) => ({
    ...row,
    source,
    run:
      source.runTrigger && source.runStatus
        ? {
            trigger: source.runTrigger,
            status: source.runStatus,
            retryAt: source.runRetryAt,
            chunksTotal: source.runChunksTotal,
            chunksDone: source.runChunksDone,
          }
        : null,
    failure: source.hasFailedRun
      ? {
          errorCode: source.failureCode,
          errorMessage: source.failureMessage,
          finishedAt: source.failureAt,
        }
      : null,
    dataFrom: source.dataFrom,
    dataTo: source.dataTo,
  }));
};
