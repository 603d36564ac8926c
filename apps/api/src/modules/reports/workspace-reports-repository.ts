import { and, asc, desc, eq, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectAccess, projects, reportDeliveries, reports } from '../../db/schema';
import type { ReportRow } from './repository';

export type WorkspaceProjectReportRow = {
  project: {
    id: string;
    uid: string;
    name: string;
    timeZone: string;
    archivedAt: Date | null;
  };
  /** Null: the project has no report (it still comes once, so the client shows as without). */
  report: ReportRow | null;
};

/**
 * The workspace's projects `userId` reaches (`project_access`, the effective role: an owner or
 * manager all of them, a member the ones given them), each with its reports: one row per report,
 * one row with no report for a project without any. Deleted projects are left out; an archived
 * one only comes while it has a report (its schedule still sends). By project name, then by the
 * reports' age. One query, whatever the number of projects.
 */
export const reachableProjectsWithReports = (
  db: DbOrTx,
  input: { workspaceId: string; userId: string },
): Promise<WorkspaceProjectReportRow[]> =>
  db
    .select({
      project: {
        id: projects.id,
        uid: projects.uid,
        name: projects.name,
        timeZone: projects.timeZone,
        archivedAt: projects.archivedAt,
      },
      report: reports,
    })
    .from(projects)
    .innerJoin(
      projectAccess,
      and(eq(projectAccess.projectId, projects.id), eq(projectAccess.userId, input.userId)),
    )
    .leftJoin(reports, eq(reports.projectId, projects.id))
    .where(
      and(
        eq(projects.workspaceId, input.workspaceId),
        isNull(projects.deletedAt),
        or(isNull(projects.archivedAt), isNotNull(reports.id)),
      ),
    )
    .orderBy(
      sql`lower(${projects.name})`,
      asc(projects.id),
      asc(reports.createdAt),
      asc(reports.id),
    );

export type LatestDeliveryRow = {
  reportId: string;
  periodFrom: string;
  periodTo: string;
  sent: number;
  failed: number;
  /** Waiting or being sent. */
  pending: number;
  queuedAt: Date | null;
  sentAt: Date | null;
};

/**
 * Each report's most recently queued period (by its latest row's time, then the later period),
 * its rows counted by state: one query for all the reports, by report id.
 */
export const latestDeliveriesOfReports = async (
  db: DbOrTx,
  reportIds: readonly string[],
): Promise<Map<string, LatestDeliveryRow>> => {
  const byReport = new Map<string, LatestDeliveryRow>();
  if (reportIds.length === 0) return byReport;
  const countOf = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
  const queuedAt = max(reportDeliveries.createdAt);
  const rows = await db
    .selectDistinctOn([reportDeliveries.reportId], {
      reportId: reportDeliveries.reportId,
      periodFrom: reportDeliveries.periodFrom,
      periodTo: reportDeliveries.periodTo,
      sent: countOf(sql`${reportDeliveries.state} = 'sent'`),
      failed: countOf(sql`${reportDeliveries.state} = 'failed'`),
      pending: countOf(sql`${reportDeliveries.state} IN ('pending', 'sending')`),
      queuedAt,
      sentAt: max(reportDeliveries.sentAt),
    })
    .from(reportDeliveries)
    .where(inArray(reportDeliveries.reportId, [...reportIds]))
    .groupBy(reportDeliveries.reportId, reportDeliveries.periodFrom, reportDeliveries.periodTo)
    .orderBy(
      reportDeliveries.reportId,
      desc(queuedAt),
      desc(reportDeliveries.periodTo),
      desc(reportDeliveries.periodFrom),
    );
  for (const row of rows) byReport.set(row.reportId, row);
  return byReport;
};
