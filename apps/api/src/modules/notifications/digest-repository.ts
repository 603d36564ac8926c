// The daily digest's outbox and who subscribes to it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  digestDeliveries,
  notificationPreferences,
  projectMembers,
  projectNotificationPreferences,
  projects,
  users,
} from '../../db/schema';

export type DigestRow = typeof digestDeliveries.$inferSelect;

/** Everyone with the digest on (and an e-mail address), with their hour and zone. */
export const digestSubscribers = (db: DbOrTx) =>
  db
    .select({
      userId: notificationPreferences.userId,
      timeZone: notificationPreferences.timeZone,
      hour: notificationPreferences.digestHour,
    })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(and(eq(notificationPreferences.isDigestEnabled, true), sql`${users.email} IS NOT NULL`));

/** Queues a user's digest of a local day: true when queued now, false when that day has its row. */
export const insertDigest = async (
  db: DbOrTx,
  input: { userId: string; localDate: string; timeZone: string; dueAt: Date },
): Promise<boolean> =>
  (
    await db
      .insert(digestDeliveries)
      .values(input)
      .onConflictDoNothing()
      .returning({ id: digestDeliveries.id })
  ).length > 0;

/**
 * Claims one due row: a pending one whose time has come, or one left `sending` longer than the
 * lease (its worker died). `FOR UPDATE SKIP LOCKED`: two workers never take the same row. The
 * claim counts an attempt (the approach of `report_deliveries`).
 */
export const claimDueDigest = async (
  db: DbOrTx,
  leaseSeconds: number,
): Promise<DigestRow | undefined> => {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE ${digestDeliveries}
    SET state = 'sending', attempts = attempts + 1, claimed_at = now()
    WHERE id = (
      SELECT id FROM ${digestDeliveries}
      WHERE (state = 'pending' AND next_attempt_at <= now())
         OR (state = 'sending' AND claimed_at < now() - make_interval(secs => ${leaseSeconds}::int))
      ORDER BY next_attempt_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  return (await db.select().from(digestDeliveries).where(eq(digestDeliveries.id, id)))[0];
};

/** The claim still ours: no other worker took the row after our lease ran out. */
const isOurClaim = (claim: DigestRow) =>
  and(
    eq(digestDeliveries.id, claim.id),
    eq(digestDeliveries.state, 'sending'),
    eq(digestDeliveries.attempts, claim.attempts),
  );

/** Done: `sent` (the mail server took it) or `empty` (nothing to say); never built again. */
export const markDone = async (
  db: DbOrTx,
  claim: DigestRow,
  state: 'sent' | 'empty',
): Promise<void> => {
  await db
    .update(digestDeliveries)
    .set({ state, sentAt: state === 'sent' ? sql`now()` : null, lastError: null })
    .where(isOurClaim(claim));
};

/** A refusal: tried again after `retryInSeconds`, or failed for good when that is null. */
export const markFailure = async (
  db: DbOrTx,
  claim: DigestRow,
  input: { error: string; retryInSeconds: number | null },
): Promise<void> => {
  await db
    .update(digestDeliveries)
    .set(
      input.retryInSeconds === null
        ? { state: 'failed', lastError: input.error }
        : {
            state: 'pending',
            lastError: input.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${input.retryInSeconds}::double precision)`,
          },
    )
    .where(isOurClaim(claim));
};

/** When the next row waiting for a retry is due (null: none waits). */
export const nextPendingAt = async (db: DbOrTx): Promise<Date | null> => {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${digestDeliveries.nextAttemptAt})`.mapWith((value) =>
        value === null ? null : new Date(String(value)),
      ),
    })
    .from(digestDeliveries)
    .where(eq(digestDeliveries.state, 'pending'));
  return row?.at ?? null;
};

/** The reader of a claimed row: their address and language (none when the digest was turned off). */
export const readerOf = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({
        email: users.email,
        language: notificationPreferences.language,
        isDigestEnabled: notificationPreferences.isDigestEnabled,
      })
      .from(users)
      .innerJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(eq(users.id, userId))
  )[0];

/**
 * The projects in a user's digest: those they are a member of (not deleted, not archived) that
 * they did not leave out.
 */
export const digestProjectsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      id: projects.id,
      uid: projects.uid,
      name: projects.name,
      websiteUrl: projects.websiteUrl,
      timeZone: projects.timeZone,
    })
    .from(projectMembers)
    .innerJoin(
      projects,
      and(
        eq(projects.id, projectMembers.projectId),
        isNull(projects.deletedAt),
        isNull(projects.archivedAt),
      ),
    )
    .leftJoin(
      projectNotificationPreferences,
      and(
        eq(projectNotificationPreferences.projectId, projectMembers.projectId),
        eq(projectNotificationPreferences.userId, projectMembers.userId),
      ),
    )
    .where(
      and(
        eq(projectMembers.userId, userId),
        sql`coalesce(${projectNotificationPreferences.isInDigest}, true)`,
      ),
    )
    .orderBy(projects.name, projects.uid);
