import type {
  TWorkspaceReport,
  TWorkspaceReportDelivery,
  TWorkspaceReports,
  TWorkspaceReportsProject,
} from '@kampa/contracts/reports/list-workspace-reports';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireWorkspaceAccess } from '../workspace';
import { nextDueInstant } from './schedule';
import { reportFieldsOf } from './service';
import * as repository from './workspace-reports-repository';

/**
 * A period's e-mails taken together: failed when any recipient's was refused for good, else
 * pending while any is still on its way, else sent.
 */
export const presentLatestDelivery = (
  row: repository.LatestDeliveryRow,
): TWorkspaceReportDelivery => ({
  period: { from: row.periodFrom, to: row.periodTo },
  state: row.failed > 0 ? 'failed' : row.pending > 0 ? 'pending' : 'sent',
  recipients: { sent: row.sent, failed: row.failed, pending: row.pending },
  // A group of rows always has a time it was queued; the fallback only satisfies the type.
  queuedAt: (row.queuedAt ?? new Date(0)).toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

const presentReport = (
  row: NonNullable<repository.WorkspaceProjectReportRow['report']>,
  input: { timeZone: string; latest: repository.LatestDeliveryRow | undefined; now: Date },
): TWorkspaceReport => {
  const { title, schedule, recipients } = reportFieldsOf(row);
  return {
    id: row.id,
    title,
    schedule,
    recipientCount: recipients.length,
    // The scheduler sends nothing to nobody: a report without recipients has no next send.
    nextSendAt:
      schedule === null || recipients.length === 0
        ? null
        : nextDueInstant(schedule, input.timeZone, input.now).toISOString(),
    lastDelivery: input.latest ? presentLatestDelivery(input.latest) : null,
  };
};

/**
 * The workspace's client reports for its overview: every project of the workspace the caller
 * reaches, with each report's schedule, next send and latest delivery; a project without a report
 * is listed with none. Any workspace role may look (404 outside the workspace), but a member sees
 * only the projects given them.
 */
export const listWorkspaceReports = async (
  db: Database,
  user: AuthenticatedUser,
  workspaceUid: string,
  now: Date,
): Promise<TWorkspaceReports> => {
  const { workspace } = await requireWorkspaceAccess(db, user, workspaceUid, 'view');
  const rows = await repository.reachableProjectsWithReports(db, {
    workspaceId: workspace.id,
    userId: user.id,
  });
  const latest = await repository.latestDeliveriesOfReports(
    db,
    rows.flatMap(({ report }) => (report ? [report.id] : [])),
  );
  const byProject = new Map<string, TWorkspaceReportsProject>();
  for (const { project, report } of rows) {
    let entry = byProject.get(project.id);
    if (!entry) {
      entry = {
        uid: project.uid,
        name: project.name,
        isArchived: project.archivedAt !== null,
        reports: [],
      };
      byProject.set(project.id, entry);
    }
    if (report) {
      entry.reports.push(
        presentReport(report, { timeZone: project.timeZone, latest: latest.get(report.id), now }),
      );
    }
  }
  return { projects: [...byProject.values()] };
};
