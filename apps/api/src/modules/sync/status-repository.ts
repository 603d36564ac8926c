import type { TDataSource } from '@kampa/contracts/sync/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adsDaily,
  gaDaily,
  googleConnections,
  projectSources,
  syncChunks,
  syncRuns,
  users,
} from '../../db/schema';
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

type Row = {
  project_id: string;
  kind: TDataSource;
  connection_id: string | null;
  connected_by: string | null;
  external_id: string;
  parent_id: string | null;
  display_name: string;
  time_zone: string;
  currency: string;
  created_at: string | Date;
  last_success_at: string | Date | null;
  quota_remaining_hour: number | null;
  quota_observed_at: string | Date | null;
  connection_status: SourceStatusRow['connectionStatus'];
  google_email: string | null;
  user_name: string | null;
  user_email: string | null;
  run_trigger: RunTrigger | null;
  run_status: RunRow['status'] | null;
  run_retry_at: string | Date | null;
  chunks_total: number | null;
  chunks_done: number | null;
  failure_code: string | null;
  failure_message: string | null;
  failure_finished_at: string | Date | null;
  has_failure: boolean;
  data_from: string | null;
  data_to: string | null;
};

const dateOrNull = (value: string | Date | null): Date | null =>
  value === null ? null : new Date(value);

/**
 * Each source of the given projects with everything its status needs, in one statement: who
 * connected it and the connection's state, its newest run (with its chunks counted in one index range), its newest failure
 * (on the partial index of failed runs) and its first and last stored day (one index end each).
 * A fixed cost per source, however many years of daily runs and days it holds.
 */
export const sourceStatusRows = async (
  db: Database,
  projectIds: readonly string[],
): Promise<SourceStatusRow[]> => {
  if (projectIds.length === 0) return [];
  const result = await db.execute<Row>(sql`
    SELECT s.*, gc.status AS connection_status, gc.google_email,
      u.display_name AS user_name, u.email AS user_email,
      lr.trigger AS run_trigger, lr.status AS run_status, lr.retry_at AS run_retry_at,
      ch.total AS chunks_total, ch.done AS chunks_done,
      lf.error_code AS failure_code, lf.error_message AS failure_message,
      lf.finished_at AS failure_finished_at, lf.project_id IS NOT NULL AS has_failure,
      CASE s.kind
        WHEN 'analytics' THEN (SELECT min(g.date) FROM ${gaDaily} g WHERE g.project_id = s.project_id)
        ELSE (SELECT min(a.date) FROM ${adsDaily} a WHERE a.project_id = s.project_id)
      END::text AS data_from,
      CASE s.kind
        WHEN 'analytics' THEN (SELECT max(g.date) FROM ${gaDaily} g WHERE g.project_id = s.project_id)
        ELSE (SELECT max(a.date) FROM ${adsDaily} a WHERE a.project_id = s.project_id)
      END::text AS data_to
    FROM ${projectSources} s
    LEFT JOIN ${users} u ON u.id = s.connected_by
    LEFT JOIN ${googleConnections} gc ON gc.id = s.connection_id
    LEFT JOIN LATERAL (
      SELECT r.id, r.trigger, r.status, r.retry_at FROM ${syncRuns} r
      WHERE r.project_id = s.project_id AND r.kind = s.kind
      ORDER BY r.created_at DESC
      LIMIT 1
    ) lr ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total, count(c.done_at)::int AS done
      FROM ${syncChunks} c WHERE c.run_id = lr.id
    ) ch ON true
    LEFT JOIN LATERAL (
      SELECT r.project_id, r.error_code, r.error_message, r.finished_at FROM ${syncRuns} r
      WHERE r.project_id = s.project_id AND r.kind = s.kind AND r.status = 'failed'
      ORDER BY r.finished_at DESC
      LIMIT 1
    ) lf ON true
    WHERE s.project_id IN (${sql.join(
      projectIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return result.rows.map((row) => ({
    source: {
      projectId: row.project_id,
      kind: row.kind,
      connectionId: row.connection_id,
      connectedBy: row.connected_by,
      externalId: row.external_id,
      parentId: row.parent_id,
      displayName: row.display_name,
      timeZone: row.time_zone,
      currency: row.currency,
      createdAt: new Date(row.created_at),
      lastSuccessAt: dateOrNull(row.last_success_at),
      quotaRemainingHour: row.quota_remaining_hour,
      quotaObservedAt: dateOrNull(row.quota_observed_at),
    },
    connectionStatus: row.connection_status,
    googleEmail: row.google_email,
    userName: row.user_name,
    userEmail: row.user_email,
    run:
      row.run_trigger && row.run_status
        ? {
            trigger: row.run_trigger,
            status: row.run_status,
            retryAt: dateOrNull(row.run_retry_at),
            chunksTotal: row.chunks_total ?? 0,
            chunksDone: row.chunks_done ?? 0,
          }
        : null,
    failure: row.has_failure
      ? {
          errorCode: row.failure_code,
          errorMessage: row.failure_message,
          finishedAt: dateOrNull(row.failure_finished_at),
        }
      : null,
    dataFrom: row.data_from,
    dataTo: row.data_to,
  }));
};
