import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useWorkspaceReports } from '@/features/reports/api/workspace-reports';
import { loadReportsMessages } from '@/features/reports/lib/reports-messages';
import { rowsOf, summaryOf } from '@/features/reports/lib/workspace-report-rows';
import { ROW_GRID, WorkspaceReportRow } from './workspace-report-row';

loadReportsMessages();

const SummaryLine = ({ summary }: { summary: ReturnType<typeof summaryOf> }) => {
  const { t } = useTranslation();
  return (
    <p
      className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm"
      data-testid="workspace-reports-summary"
    >
      <span className="text-slate-700 dark:text-slate-300">
        {t('reports.workspace.summary.clients', { count: summary.clients })}
      </span>
      <span
        className={
          summary.withoutReport > 0
            ? 'font-semibold text-amber-800 dark:text-amber-300'
            : 'text-slate-700 dark:text-slate-300'
        }
      >
        {t('reports.workspace.summary.withoutReport', { count: summary.withoutReport })}
      </span>
      <span
        className={
          summary.failed > 0
            ? 'font-semibold text-red-800 dark:text-red-300'
            : 'text-slate-700 dark:text-slate-300'
        }
      >
        {t('reports.workspace.summary.failed', { count: summary.failed })}
      </span>
    </p>
  );
};

/**
 * "Client reports" of a workspace's page: every client (project) of the workspace the user
 * reaches, with each report's schedule, next send and how its last send went, so the agency sees
 * at a glance whether every client got their report. A client without a report and a failed send
 * stand out.
 */
export const WorkspaceReportsSection = ({
  userUid,
  workspaceUid,
}: {
  userUid: string;
  workspaceUid: string;
}) => {
  const { t } = useTranslation();
  const reports = useWorkspaceReports(userUid, workspaceUid);
  return (
    <Card className="px-4 py-4 sm:px-6" data-testid="workspace-reports">
      <section aria-labelledby="workspace-reports-title">
        <h2
          id="workspace-reports-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <FileText aria-hidden="true" className="size-5" />
          {t('reports.workspace.title')}
        </h2>
        <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
          {t('reports.workspace.description')}
        </p>
        {reports.isPending ? (
          <div className="mt-4" aria-busy="true" data-testid="workspace-reports-loading">
            <span className="sr-only">{t('reports.workspace.loading')}</span>
            <CardSkeleton className="h-32" />
          </div>
        ) : reports.isError ? (
          <div className="mt-4">
            <ErrorState
              title={t('reports.workspace.errorTitle')}
              description={t('reports.page.errorDescription')}
              retryLabel={t('reports.page.retry')}
              onRetry={() => void reports.refetch()}
              isRetrying={reports.isFetching}
            />
          </div>
        ) : reports.data.projects.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
            {t('reports.workspace.empty')}
          </p>
        ) : (
          <>
            <SummaryLine summary={summaryOf(reports.data.projects)} />
            <div
              aria-hidden="true"
              className={`mt-4 hidden border-b border-l-4 border-slate-200 border-l-transparent px-4 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400 ${ROW_GRID}`}
            >
              <span>{t('reports.workspace.columns.client')}</span>
              <span>{t('reports.workspace.columns.report')}</span>
              <span>{t('reports.workspace.columns.schedule')}</span>
              <span>{t('reports.workspace.columns.nextSend')}</span>
              <span>{t('reports.workspace.columns.lastDelivery')}</span>
            </div>
            <ul
              className="mt-3 divide-y divide-slate-200 lg:mt-0 dark:divide-slate-800"
              data-testid="workspace-report-list"
            >
              {rowsOf(reports.data.projects).map((row) => (
                <WorkspaceReportRow key={`${row.project.uid}-${row.report?.id ?? ''}`} row={row} />
              ))}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
};
