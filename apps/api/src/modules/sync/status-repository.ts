import type { Database } from '../../db/client';
import type { RunRow, RunTrigger } from './runs-repository';
import type { SourceRow } from './sources-repository';

/** Timestamps arrive as Date from node-postgres; a string (another driver setting) is parsed. */
const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null): Date | null =>
  value === null ? null : dateOf(value);

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

type Row = {
  project_id: string;
  kind: SourceRow['kind'];
  connection_id: string | null;
  connected_by: string | null;
  external_id: string;
  parent_id: string | null;
  display_name: string;
  time_zone: string;
  currency: string;
  created_at: Date;
  last_success_at: Date | null;
  quota_remaining_hour: number | null;
  quota_observed_at: Date | null;
  run_trigger: SourceRow['runTrigger'];
  run_status: SourceRow['runStatus'];
  run_retry_at: Date | null;
  run_chunks_total: number;
  run_chunks_done: number;
  has_failed_run: boolean;
  failure_code: string | null;
  failure_message: string | null;
  failure_at: Date | null;
  data_from: string | null;
  data_to: string | null;
  connection_status: SourceStatusRow['connectionStatus'];
  google_email: string | null;
  user_name: string | null;
  user_email: string | null;
};

const SOURCE_STATUS_ROWS = `
  SELECT s.project_id, s.kind, s.connection_id, s.connected_by, s.external_id, s.parent_id,
    s.display_name, s.time_zone, s.currency, s.created_at, s.last_success_at,
    s.quota_remaining_hour, s.quota_observed_at, s.run_trigger, s.run_status, s.run_retry_at,
    s.run_chunks_total, s.run_chunks_done, s.has_failed_run, s.failure_code, s.failure_message,
    s.failure_at, s.data_from::text AS data_from, s.data_to::text AS data_to,
    gc.status AS connection_status, gc.google_email,
    u.display_name AS user_name, u.email AS user_email
  FROM project_sources s
  LEFT JOIN users u ON u.id = s.connected_by
  LEFT JOIN google_connections gc ON gc.id = s.connection_id
  WHERE s.project_id = ANY($1::uuid[])`;

/**
 * Each source of the given projects with everything its status needs, in one statement: who
 * connected it, the connection's state, and the sync state the database keeps on the source's own
 * row (its newest run with its chunks counted, its newest failure, its first and last stored day;
 * recomputed by triggers whenever a run, a chunk or a day changes, see migration 0013). One row
 * per source, however many years of daily runs and days it holds. Every project card and dashboard
 * answer reads it: a named statement (parsed and planned once per connection, see db/prepared.ts)
 * with a hand-written mapping (the query builder's per-field mapping cost more than the statement).
 */
export const sourceStatusRows = async (
  db: Database,
  projectIds: readonly string[],
): Promise<SourceStatusRow[]> => {
  if (projectIds.length === 0) return [];
  const result = await db.$client.query<Row>({
    name: 'source_status_rows',
    text: SOURCE_STATUS_ROWS,
    // One array parameter (a bound value) for any number of projects: one statement text.
    values: [`{${projectIds.join(',')}}`],
  });
  return result.rows.map((row) => {
    const source: SourceRow = {
      projectId: row.project_id,
      kind: row.kind,
      connectionId: row.connection_id,
      connectedBy: row.connected_by,
      externalId: row.external_id,
      parentId: row.parent_id,
      displayName: row.display_name,
      timeZone: row.time_zone,
      currency: row.currency,
      createdAt: dateOf(row.created_at),
      lastSuccessAt: dateOrNull(row.last_success_at),
      quotaRemainingHour: row.quota_remaining_hour,
      quotaObservedAt: dateOrNull(row.quota_observed_at),
      runTrigger: row.run_trigger,
      runStatus: row.run_status,
      runRetryAt: dateOrNull(row.run_retry_at),
      runChunksTotal: row.run_chunks_total,
      runChunksDone: row.run_chunks_done,
      hasFailedRun: row.has_failed_run,
      failureCode: row.failure_code,
      failureMessage: row.failure_message,
      failureAt: dateOrNull(row.failure_at),
      dataFrom: row.data_from,
      dataTo: row.data_to,
    };
    return {
      source,
      connectionStatus: row.connection_status,
      googleEmail: row.google_email,
      userName: row.user_name,
      userEmail: row.user_email,
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
    };
  });
};
