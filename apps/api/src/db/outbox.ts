// The outbox that e-mails are sent from (report deliveries, daily digests): rows a worker claims
// one at a time, sends, and marks. Each outbox table has the same columns: `id`, `state`
// ('pending' → 'sending' → a final state), `attempts`, `last_error`, `next_attempt_at`,
// `claimed_at` and `sent_at`. What a row sends is its module's; how it is claimed, leased,
// retried and finished is here, once.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** What a worker holds of a claimed row: enough to know the claim is still its own. */
export type OutboxClaim = { id: string; attempts: number };

/**
 * The claim still ours: no other worker took the row after our lease ran out (a new claim counts
 * another attempt). Every write after the claim is guarded by it.
 */
export const isOurClaim = (claim: OutboxClaim): SQL =>
  sql`id = ${claim.id} AND state = 'sending' AND attempts = ${claim.attempts}`;

/** The operations on one outbox table. */
export const outboxOf = (table: PgTable) => ({
  /**
   * Claims one due row and answers its id: a pending row whose time has come, or one left
   * `sending` longer than the lease (its worker died before it could say what happened).
   * `FOR UPDATE SKIP LOCKED`: two workers never take the same row. The claim counts an attempt.
   */
  claimDue: async (db: DbOrTx, leaseSeconds: number): Promise<string | undefined> => {
    const result = await db.execute<{ id: string }>(sql`
      UPDATE ${table}
      SET state = 'sending', attempts = attempts + 1, claimed_at = now()
      WHERE id = (
        SELECT id FROM ${table}
        WHERE (state = 'pending' AND next_attempt_at <= now())
           OR (state = 'sending' AND claimed_at < now() - make_interval(secs => ${leaseSeconds}::int))
        ORDER BY next_attempt_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    return result.rows[0]?.id;
  },

  /**
   * Done for good: `sent` (the mail server took it: `sent_at` says when) or another final state
   * (as a digest with nothing to say). Never claimed again.
   */
  markDone: async (db: DbOrTx, claim: OutboxClaim, state: 'sent' | 'empty'): Promise<void> => {
    await db.execute(sql`
      UPDATE ${table}
      SET state = ${state},
          sent_at = ${state === 'sent' ? sql`now()` : sql`NULL`},
          last_error = NULL
      WHERE ${isOurClaim(claim)}`);
  },

  /** A refusal: tried again after `retryInSeconds`, or failed for good when that is null. */
  markFailure: async (
    db: DbOrTx,
    claim: OutboxClaim,
    input: { error: string; retryInSeconds: number | null },
  ): Promise<void> => {
    await db.execute(
      input.retryInSeconds === null
        ? sql`UPDATE ${table} SET state = 'failed', last_error = ${input.error}
              WHERE ${isOurClaim(claim)}`
        : sql`UPDATE ${table}
              SET state = 'pending', last_error = ${input.error},
                  next_attempt_at = now() + make_interval(secs => ${input.retryInSeconds}::double precision)
              WHERE ${isOurClaim(claim)}`,
    );
  },

  /** When the next row waiting for a retry is due (null: none waits). */
  nextPendingAt: async (db: DbOrTx): Promise<Date | null> => {
    const result = await db.execute<{ at: Date | string | null }>(
      sql`SELECT min(next_attempt_at) AS at FROM ${table} WHERE state = 'pending'`,
    );
    const at = result.rows[0]?.at ?? null;
    return at === null ? null : new Date(String(at instanceof Date ? at.toISOString() : at));
  },
});
