import type pg from 'pg';

type Incremented = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Incremented) => void;

/** Old windows are swept now and then (every this many counts), so the table holds live keys only. */
const SWEEP_EVERY = 1000;

/**
 * A store for @fastify/rate-limit that keeps the counts in PostgreSQL (`runtime.rate_limit_hits`,
 * UNLOGGED), so every API instance counts against the same limit: one upsert per counted request,
 * a window starting at a key's first request by the database's clock (as the in-memory store
 * starts it, so one instance behaves as before).
 */
export const sharedRateLimitStore = (pool: pg.Pool, windowMs: number) => {
  let counted = 0;
  class SharedRateLimitStore {
    // The plugin passes each limiter's window (its types do not say so).
    incr(key: string, callback: Callback, timeWindow: number = windowMs): void {
      counted += 1;
      if (counted % SWEEP_EVERY === 0) {
        pool
          .query(
            `DELETE FROM runtime.rate_limit_hits WHERE started_at < clock_timestamp() - interval '1 hour'`,
          )
          .catch(() => undefined);
      }
      pool
        .query<{ hits: number; ttl: number }>(
          `INSERT INTO runtime.rate_limit_hits AS r (key, started_at, hits)
                VALUES ($1, clock_timestamp(), 1)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN r.started_at + $2 * interval '1 millisecond' <= clock_timestamp()
                         THEN 1 ELSE r.hits + 1 END,
             started_at = CASE WHEN r.started_at + $2 * interval '1 millisecond' <= clock_timestamp()
                               THEN clock_timestamp() ELSE r.started_at END
           RETURNING hits,
             greatest(0, extract(epoch FROM r.started_at + $2 * interval '1 millisecond'
                                            - clock_timestamp()) * 1000)::int AS ttl`,
          [key, timeWindow],
        )
        .then(
          (result) => {
            const row = result.rows[0];
            callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow });
          },
          (error: Error) => callback(error),
        );
    }

    child(): SharedRateLimitStore {
      return new SharedRateLimitStore();
    }
  }
  return SharedRateLimitStore;
};
