import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isOurClaim, outboxOf } from '../../db/outbox';
import { projects, reportDeliveries, reportLinks, reports } from '../../db/schema';

export type DeliveryRow = typeof reportDeliveries.$inferSelect;

/**
 * Queues a period's e-mail to each recipient: one row per recipient, none for a recipient that
 * already has this period's row (whatever its state). Answers the recipients queued now.
 */
export const insertDeliveries = async (
  db: DbOrTx,
  input: {
    reportId: string;
    period: { from: string; to: string };
    recipients: readonly string[];
    trigger: 'manual' | 'schedule';
  },
): Promise<string[]> => {
  if (input.recipients.length === 0) return [];
  const rows = await db
    .insert(reportDeliveries)
    .values(
      input.recipients.map((recipient) => ({
        reportId: input.reportId,
        periodFrom: input.period.from,
        periodTo: input.period.to,
        recipient,
        trigger: input.trigger,
      })),
    )
    .onConflictDoNothing()
    .returning({ recipient: reportDeliveries.recipient });
  return rows.map((row) => row.recipient);
};

export const listDeliveries = (
  db: DbOrTx,
  reportId: string,
  limit: number,
): Promise<DeliveryRow[]> =>
  db
    .select()
    .from(reportDeliveries)
    .where(eq(reportDeliveries.reportId, reportId))
    .orderBy(desc(reportDeliveries.createdAt), reportDeliveries.recipient)
    .limit(limit);

const outbox = outboxOf(reportDeliveries);

/** Claims one due delivery (how: `db/outbox.ts`). */
export const claimDueDelivery = async (
  db: DbOrTx,
  leaseSeconds: number,
): Promise<DeliveryRow | undefined> => {
  const id = await outbox.claimDue(db, leaseSeconds);
  if (!id) return undefined;
  return (await db.select().from(reportDeliveries).where(eq(reportDeliveries.id, id)))[0];
};

/** The link made for this attempt, written only while the claim is still ours. */
export const setDeliveryLink = async (db: DbOrTx, claim: DeliveryRow, linkId: string) => {
  await db.update(reportDeliveries).set({ linkId }).where(isOurClaim(claim));
};

/** The mail server took it: never sent again. */
export const markSent = (db: DbOrTx, claim: DeliveryRow): Promise<void> =>
  outbox.markDone(db, claim, 'sent');
export const markFailure = outbox.markFailure;
export const nextPendingAt = outbox.nextPendingAt;

/** The report and its project a claimed row sends (none when either was deleted since). */
export const deliveryContext = async (db: DbOrTx, reportId: string) =>
  (
    await db
      .select({
        report: reports,
        project: {
          id: projects.id,
          name: projects.name,
          websiteUrl: projects.websiteUrl,
          timeZone: projects.timeZone,
        },
      })
      .from(reports)
      .innerJoin(projects, eq(projects.id, reports.projectId))
      .where(and(eq(reports.id, reportId), sql`${projects.deletedAt} IS NULL`))
  )[0];

/** A link made for an attempt the mail server refused: nobody has it, so it stops at once. */
export const revokeUnsentLink = async (db: DbOrTx, linkId: string): Promise<void> => {
  await db
    .update(reportLinks)
    .set({ revokedAt: sql`coalesce(${reportLinks.revokedAt}, now())` })
    .where(eq(reportLinks.id, linkId));
};

/** Every report with a schedule, of projects not deleted, with the project's time zone. */
export const scheduledReports = (db: DbOrTx) =>
  db
    .select({ report: reports, timeZone: projects.timeZone })
    .from(reports)
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(and(sql`${reports.schedule} IS NOT NULL`, sql`${projects.deletedAt} IS NULL`));

/**
 * Takes a report's scheduled instant: true for the one caller (of any instance) that moved
 * `last_scheduled_for` up to it; false when it was already taken.
 */
export const claimScheduledRun = async (
  db: DbOrTx,
  reportId: string,
  dueAt: Date,
): Promise<boolean> =>
  (
    await db
      .update(reports)
      .set({ lastScheduledFor: dueAt })
      .where(
        and(
          eq(reports.id, reportId),
          sql`(${reports.lastScheduledFor} IS NULL OR ${reports.lastScheduledFor} < ${dueAt.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ id: reports.id })
  ).length > 0;
