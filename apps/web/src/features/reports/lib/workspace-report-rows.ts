import type {
  TWorkspaceReport,
  TWorkspaceReportsProject,
} from '@kampa/contracts/reports/list-workspace-reports';

/** One line of the workspace's overview: a report of a client, or a client without any. */
export type WorkspaceReportRow = {
  project: TWorkspaceReportsProject;
  report: TWorkspaceReport | null;
};

/** What needs the agency's eye on a line: a client without a report, or a last send that failed. */
export type RowProblem = 'no_report' | 'failed' | null;

export const rowsOf = (projects: readonly TWorkspaceReportsProject[]): WorkspaceReportRow[] =>
  projects.flatMap<WorkspaceReportRow>((project) =>
    project.reports.length === 0
      ? [{ project, report: null }]
      : project.reports.map((report) => ({ project, report })),
  );

/** An archived client without a report is no gap (the API leaves those out anyway). */
export const problemOf = ({ project, report }: WorkspaceReportRow): RowProblem => {
  if (report === null) return project.isArchived ? null : 'no_report';
  return report.lastDelivery?.state === 'failed' ? 'failed' : null;
};

/** The counts the overview leads with: its clients, those without a report, failed sends. */
export const summaryOf = (projects: readonly TWorkspaceReportsProject[]) => {
  const rows = rowsOf(projects);
  return {
    clients: projects.length,
    withoutReport: rows.filter((row) => problemOf(row) === 'no_report').length,
    failed: rows.filter((row) => problemOf(row) === 'failed').length,
  };
};
