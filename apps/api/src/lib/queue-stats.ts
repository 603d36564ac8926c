import type pg from 'pg';

/**
 * pg-boss's jobs by queue and state, and per queue the age of the oldest job waiting that is due
 * (a job scheduled for later, e.g. a run waiting for Google's quota, is not late). Read from
 * pg-boss's own table, as its `getQueueSize` does, in one statement for every queue.
 */
export const readQueueStats = async (
  pool: pg.Pool,
): Promise<
  { queue: string; state: string; count: number; oldestWaitingSeconds: number | null }[]
> => {
  const result = await pool.query<{
    queue: string;
    state: string;
    count: number;
    oldest: number | null;
  }>(
    `SELECT name AS queue, state::text AS state, count(*)::int AS count,
            extract(epoch FROM now() - min(created_on) FILTER (
              WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
       FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active', 'failed')
      GROUP BY name, state`,
  );
  return result.rows.map((row) => ({
    queue: row.queue,
    state: row.state,
    count: row.count,
    oldestWaitingSeconds: row.oldest,
  }));
};
