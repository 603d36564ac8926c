import type { TReportFields } from '@kampa/contracts/reports/report';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects, reportLinks, reports } from '../../db/schema';
import {
  SHARE_LINK_ATTEMPT_WINDOW_MINUTES,
  SHARE_LINK_LOCK_MINUTES,
  SHARE_LINK_MAX_ATTEMPTS,
} from '@kampa/contracts/reports/report';

export type ReportRow = typeof reports.$inferSelect;
export type LinkRow = typeof reportLinks.$inferSelect;

const columnsOf = (fields: TReportFields) => ({
  title: fields.title,
  sections: fields.sections,
  periodKind: fields.period.kind,
  periodDays: fields.period.kind === 'rolling' ? fields.period.days : null,
  comparison: fields.comparison,
  language: fields.language,
  recipients: fields.recipients,
  schedule: fields.schedule,
});

export const listReports = (db: DbOrTx, projectId: string): Promise<ReportRow[]> =>
  db
    .select()
    .from(reports)
    .where(eq(reports.projectId, projectId))
    .orderBy(asc(reports.createdAt), asc(reports.id));

export const findReport = async (
  db: DbOrTx,
  projectId: string,
  reportId: string,
): Promise<ReportRow | undefined> =>
  (
    await db
      .select()
      .from(reports)
      .where(and(eq(reports.projectId, projectId), eq(reports.id, reportId)))
  )[0];

export const insertReport = async (
  db: DbOrTx,
  projectId: string,
  fields: TReportFields,
): Promise<ReportRow | undefined> =>
  (
    await db
      .insert(reports)
      .values({ projectId, ...columnsOf(fields) })
      .returning()
  )[0];

export const updateReport = async (
  db: DbOrTx,
  input: { projectId: string; reportId: string; fields: TReportFields },
): Promise<ReportRow | undefined> =>
  (
    await db
      .update(reports)
      .set({ ...columnsOf(input.fields), updatedAt: sql`now()` })
      .where(and(eq(reports.projectId, input.projectId), eq(reports.id, input.reportId)))
      .returning()
  )[0];

export const deleteReport = async (
  db: DbOrTx,
  projectId: string,
  reportId: string,
): Promise<boolean> =>
  (
    await db
      .delete(reports)
      .where(and(eq(reports.projectId, projectId), eq(reports.id, reportId)))
      .returning({ id: reports.id })
  ).length > 0;

/** The links of the reports, newest first, by report id. */
export const linksOfReports = async (
  db: DbOrTx,
  reportIds: readonly string[],
): Promise<Map<string, LinkRow[]>> => {
  const byReport = new Map<string, LinkRow[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select()
    .from(reportLinks)
    .where(inArray(reportLinks.reportId, [...reportIds]))
    .orderBy(sql`${reportLinks.createdAt} DESC`, asc(reportLinks.id));
  for (const row of rows) byReport.set(row.reportId, [...(byReport.get(row.reportId) ?? []), row]);
  return byReport;
};

export const insertLink = async (
  db: DbOrTx,
  input: { reportId: string; tokenHash: string; passwordHash: string | null; days: number },
): Promise<LinkRow | undefined> =>
  (
    await db
      .insert(reportLinks)
      .values({
        reportId: input.reportId,
        tokenHash: input.tokenHash,
        passwordHash: input.passwordHash,
        expiresAt: sql`now() + make_interval(days => ${input.days}::int)`,
      })
      .returning()
  )[0];

/** Moves a link's expiry to `days` from now; a revoked link is left as it is (undefined). */
export const renewLink = async (
  db: DbOrTx,
  input: { reportId: string; linkId: string; days: number },
): Promise<LinkRow | undefined> =>
  (
    await db
      .update(reportLinks)
      .set({ expiresAt: sql`now() + make_interval(days => ${input.days}::int)` })
      .where(
        and(
          eq(reportLinks.reportId, input.reportId),
          eq(reportLinks.id, input.linkId),
          isNull(reportLinks.revokedAt),
        ),
      )
      .returning()
  )[0];

export const findLink = async (
  db: DbOrTx,
  reportId: string,
  linkId: string,
): Promise<LinkRow | undefined> =>
  (
    await db
      .select()
      .from(reportLinks)
      .where(and(eq(reportLinks.reportId, reportId), eq(reportLinks.id, linkId)))
  )[0];

/** Revokes a link (once: a second revoke keeps the first time). */
export const revokeLink = async (
  db: DbOrTx,
  reportId: string,
  linkId: string,
): Promise<LinkRow | undefined> =>
  (
    await db
      .update(reportLinks)
      .set({ revokedAt: sql`coalesce(${reportLinks.revokedAt}, now())` })
      .where(and(eq(reportLinks.reportId, reportId), eq(reportLinks.id, linkId)))
      .returning()
  )[0];

export type SharedReport = {
  link: LinkRow;
  report: ReportRow;
  project: { id: string; name: string; websiteUrl: string; timeZone: string; currency: string };
  isLocked: boolean;
};

/**
 * The report a token opens: only a link that is neither revoked nor expired, of a project that is
 * not deleted. The database's clock decides, the same one that set the expiry.
 */
export const findSharedReport = async (
  db: DbOrTx,
  tokenHash: string,
): Promise<SharedReport | undefined> => {
  const [row] = await db
    .select({
      link: reportLinks,
      report: reports,
      project: {
        id: projects.id,
        name: projects.name,
        websiteUrl: projects.websiteUrl,
        timeZone: projects.timeZone,
        currency: projects.currency,
      },
      isLocked: sql<boolean>`coalesce(${reportLinks.lockedUntil} > now(), false)`,
    })
    .from(reportLinks)
    .innerJoin(reports, eq(reports.id, reportLinks.reportId))
    .innerJoin(projects, eq(projects.id, reports.projectId))
    .where(
      and(
        eq(reportLinks.tokenHash, tokenHash),
        isNull(reportLinks.revokedAt),
        sql`${reportLinks.expiresAt} > now()`,
        isNull(projects.deletedAt),
      ),
    );
  return row;
};

/** One more showing of the report through the link. */
export const countOpen = async (db: DbOrTx, linkId: string): Promise<void> => {
  await db
    .update(reportLinks)
    .set({ opens: sql`${reportLinks.opens} + 1`, lastOpenedAt: sql`now()` })
    .where(eq(reportLinks.id, linkId));
};

/**
 * A wrong password: counted in a window of minutes from the first wrong one, and the link locked
 * once the window holds too many (the count starts again after the lock). One statement, so
 * concurrent tries cannot slip past the count. Answers whether the link is locked now.
 */
export const recordWrongPassword = async (db: DbOrTx, linkId: string): Promise<boolean> => {
  const windowStart = sql`now() - make_interval(mins => ${SHARE_LINK_ATTEMPT_WINDOW_MINUTES}::int)`;
  const isNewWindow = sql`(${reportLinks.failedWindowFrom} IS NULL OR ${reportLinks.failedWindowFrom} < ${windowStart})`;
  const attempts = sql`CASE WHEN ${isNewWindow} THEN 1 ELSE ${reportLinks.failedAttempts} + 1 END`;
  const isLimitReached = sql`${attempts} >= ${SHARE_LINK_MAX_ATTEMPTS}`;
  const [row] = await db
    .update(reportLinks)
    .set({
      failedAttempts: sql`CASE WHEN ${isLimitReached} THEN 0 ELSE ${attempts} END`,
      failedWindowFrom: sql`CASE WHEN ${isLimitReached} THEN NULL WHEN ${isNewWindow} THEN now() ELSE ${reportLinks.failedWindowFrom} END`,
      lockedUntil: sql`CASE WHEN ${isLimitReached} THEN now() + make_interval(mins => ${SHARE_LINK_LOCK_MINUTES}::int) ELSE ${reportLinks.lockedUntil} END`,
    })
    .where(eq(reportLinks.id, linkId))
    .returning({ isLocked: sql<boolean>`coalesce(${reportLinks.lockedUntil} > now(), false)` });
  return row?.isLocked ?? false;
};

/** The right password: the wrong ones before it are forgotten. */
export const clearWrongPasswords = async (db: DbOrTx, linkId: string): Promise<void> => {
  await db
    .update(reportLinks)
    .set({ failedAttempts: 0, failedWindowFrom: null })
    .where(eq(reportLinks.id, linkId));
};
