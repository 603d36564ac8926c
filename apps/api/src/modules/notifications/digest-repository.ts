// The daily digest's outbox and who subscribes to it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outboxOf } from '../../db/outbox';
import {
  digestDeliveries,
  notificationPreferences,
  projectAccess,
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

const outbox = outboxOf(digestDeliveries);

/** Claims one due digest (how: `db/outbox.ts`). */
export const claimDueDigest = async (
  db: DbOrTx,
  leaseSeconds: number,
): Promise<DigestRow | undefined> => {
  const id = await outbox.claimDue(db, leaseSeconds);
  if (!id) return undefined;
  return (await db.select().from(digestDeliveries).where(eq(digestDeliveries.id, id)))[0];
};

/** Done: `sent` (the mail server took it) or `empty` (nothing to say); never built again. */
export const markDone = outbox.markDone;
export const markFailure = outbox.markFailure;
export const nextPendingAt = outbox.nextPendingAt;

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
    .from(projectAccess)
    .innerJoin(
      projects,
      and(
        eq(projects.id, projectAccess.projectId),
        isNull(projects.deletedAt),
        isNull(projects.archivedAt),
      ),
    )
    .leftJoin(
      projectNotificationPreferences,
      and(
        eq(projectNotificationPreferences.projectId, projectAccess.projectId),
        eq(projectNotificationPreferences.userId, projectAccess.userId),
      ),
    )
    .where(
      and(
        eq(projectAccess.userId, userId),
        sql`coalesce(${projectNotificationPreferences.isInDigest}, true)`,
      ),
    )
    .orderBy(projects.name, projects.uid);
