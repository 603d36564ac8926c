import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';

/**
 * A source's sync state as stored on its row (kept by the database's triggers) and as computed
 * from scratch from its runs, chunks and days: the query the project list ran on every request
 * before the state was stored. Tests compare the two after every kind of write.
 */
export const sourceStates = async (db: Database) => {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT s.project_id, s.kind,
      json_build_object(
        'trigger', s.run_trigger, 'status', s.run_status, 'retryAt', s.run_retry_at,
        'total', s.run_chunks_total, 'done', s.run_chunks_done,
        'hasFailure', s.has_failed_run, 'code', s.failure_code, 'message', s.failure_message,
        'failedAt', s.failure_at, 'from', s.data_from, 'to', s.data_to
      )::text AS stored,
      json_build_object(
        'trigger', lr.trigger, 'status', lr.status, 'retryAt', lr.retry_at,
        'total', coalesce(ch.total, 0), 'done', coalesce(ch.done, 0),
        'hasFailure', lf.project_id IS NOT NULL, 'code', lf.error_code,
        'message', lf.error_message, 'failedAt', lf.finished_at,
        'from', CASE s.kind
          WHEN 'analytics' THEN (SELECT min(g.date) FROM ga_daily g WHERE g.project_id = s.project_id)
          WHEN 'search_console' THEN (SELECT min(c.date) FROM gsc_daily c WHERE c.project_id = s.project_id)
          ELSE (SELECT min(a.date) FROM ads_daily a WHERE a.project_id = s.project_id) END,
        'to', CASE s.kind
          WHEN 'analytics' THEN (SELECT max(g.date) FROM ga_daily g WHERE g.project_id = s.project_id)
          WHEN 'search_console' THEN (SELECT max(c.date) FROM gsc_daily c WHERE c.project_id = s.project_id)
          ELSE (SELECT max(a.date) FROM ads_daily a WHERE a.project_id = s.project_id) END
      )::text AS computed
    FROM project_sources s
    LEFT JOIN LATERAL (
      SELECT r.id, r.trigger, r.status, r.retry_at FROM sync_runs r
      WHERE r.project_id = s.project_id AND r.kind = s.kind
      ORDER BY r.created_at DESC LIMIT 1
    ) lr ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total, count(c.done_at)::int AS done
      FROM sync_chunks c WHERE c.run_id = lr.id
    ) ch ON true
    LEFT JOIN LATERAL (
      SELECT r.project_id, r.error_code, r.error_message, r.finished_at FROM sync_runs r
      WHERE r.project_id = s.project_id AND r.kind = s.kind AND r.status = 'failed'
      ORDER BY r.finished_at DESC LIMIT 1
    ) lf ON true
    ORDER BY s.project_id, s.kind`);
  return result.rows.map((row) => ({
    source: `${String(row.project_id)} ${String(row.kind)}`,
    stored: JSON.parse(String(row.stored)) as Record<string, unknown>,
    computed: JSON.parse(String(row.computed)) as Record<string, unknown>,
  }));
};

/** Every source's stored state equals the state computed from its runs, chunks and days. */
export const expectSourceStatesCurrent = async (db: Database) => {
  const states = await sourceStates(db);
  expect(states.map(({ source, stored }) => ({ source, state: stored }))).toEqual(
    states.map(({ source, computed }) => ({ source, state: computed })),
  );
};
