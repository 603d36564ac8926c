import { loadReportsMessages } from '@/features/reports/lib/reports-messages';
import type { TReport } from '@kampa/contracts/reports/report';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useReports } from '@/features/reports/api/reports';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { ReportCard } from './report-card';
import { ReportDialog } from './report-dialog';
import { PreviewDialog } from './preview-dialog';
import { ProjectBrandingCard } from './project-branding-card';
import { ShareLinkDialog } from './share-link-dialog';

loadReportsMessages();

type Open =
  | { kind: 'report'; report: TReport | null }
  | { kind: 'link'; reportId: string }
  | { kind: 'preview'; reportId: string }
  | null;

/** `/project/{id}/reports`: the client reports, their share links; editors make and change them. */
export const ReportsPage = ({ projectUid, canEdit }: { projectUid: string; canEdit: boolean }) => {
  const { t } = useTranslation();
  const reports = useReports(useSignedInUid(), projectUid);
  const [open, setOpen] = useState<Open>(null);
  const newReport = canEdit ? (
    <Button
      icon={<Plus aria-hidden="true" className="size-4" />}
      onClick={() => setOpen({ kind: 'report', report: null })}
    >
      {t('reports.page.new')}
    </Button>
  ) : null;
  const content = () => {
    if (reports.isPending) return <CardSkeleton />;
    if (reports.isError) {
      return (
        <ErrorState
          variant="section"
          title={t('reports.page.errorTitle')}
          description={t('reports.page.errorDescription')}
          retryLabel={t('reports.page.retry')}
          isRetrying={reports.isFetching}
          onRetry={() => void reports.refetch()}
        />
      );
    }
    if (reports.data.reports.length === 0) {
      return (
        <EmptyState
          icon={<FileText aria-hidden="true" className="size-6" />}
          title={t('reports.page.emptyTitle')}
          description={t(canEdit ? 'reports.page.empty' : 'reports.page.emptyViewer')}
          action={newReport}
        />
      );
    }
    return (
      <div className="space-y-4">
        {reports.data.reports.map((report) => (
          <ReportCard
            key={report.id}
            projectUid={projectUid}
            report={report}
            canEdit={canEdit}
            canSendMail={reports.data.canSendMail}
            canMakePdf={reports.data.canMakePdf}
            onEdit={() => setOpen({ kind: 'report', report })}
            onNewLink={() => setOpen({ kind: 'link', reportId: report.id })}
            onPreview={() => setOpen({ kind: 'preview', reportId: report.id })}
          />
        ))}
      </div>
    );
  };
  return (
    <>
      <PageHeader
        title={t('reports.page.title')}
        description={t('reports.page.description')}
        actions={reports.data && reports.data.reports.length > 0 ? newReport : null}
      />
      {content()}
      {/* Below the reports, once they are in: arriving later, it pushes nothing down (at 375 px
          it stood above them and moved the list when its answer came). */}
      {reports.data ? (
        <div className="mt-8">
          <ProjectBrandingCard projectUid={projectUid} canEdit={canEdit} />
        </div>
      ) : null}
      {open?.kind === 'report' ? (
        <ReportDialog projectUid={projectUid} report={open.report} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'link' ? (
        <ShareLinkDialog
          projectUid={projectUid}
          reportId={open.reportId}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'preview' ? (
        <PreviewDialog
          projectUid={projectUid}
          reportId={open.reportId}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
};
