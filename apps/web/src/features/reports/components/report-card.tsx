import type { TReport } from '@kampa/contracts/reports/report';
import { Download, Eye, Link2, Send, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDownloadReportPdf, useSendReport } from '@/features/reports/api/reports';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';
import { DeliveryLog } from './delivery-log';
import { ShareLinks } from './share-links';
import {
  COMPARISON_KEYS,
  LANGUAGE_KEYS,
  PERIOD_KEYS,
  SECTION_KEYS,
} from '@/features/reports/lib/report-labels';

/** One report: what it shows, for which days, to whom; its share links. */
export const ReportCard = ({
  projectUid,
  report,
  canEdit,
  onEdit,
  onNewLink,
  onPreview,
  canSendMail,
  canMakePdf,
}: {
  projectUid: string;
  report: TReport;
  canEdit: boolean;
  /** The server sends e-mail (SMTP is set) and prints PDFs (it has Chromium). */
  canSendMail: boolean;
  canMakePdf: boolean;
  onEdit: () => void;
  onNewLink: () => void;
  onPreview: () => void;
}) => {
  const { t } = useTranslation();
  const send = useSendReport(useSignedInUid());
  const download = useDownloadReportPdf();
  const sendNow = () =>
    send.mutate(
      { projectUid: projectUid, reportId: report.id },
      {
        onSuccess: (result) => {
          if (result.queued.length > 0) {
            toast.success(t('reports.delivery.queued', { count: result.queued.length }));
          } else {
            toast.success(t('reports.delivery.allSent'));
          }
        },
        onError: () => toast.error(t('reports.delivery.sendFailed')),
      },
    );
  const period =
    report.period.kind === 'rolling'
      ? t('reports.periods.rollingDays', { count: report.period.days })
      : t(PERIOD_KEYS[report.period.kind]);
  return (
    <Card className="p-4 sm:p-6" data-testid="report-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {report.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {period} · {t(COMPARISON_KEYS[report.comparison])} · {t(LANGUAGE_KEYS[report.language])}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {report.sections.map((section) => t(SECTION_KEYS[section])).join(', ')}
          </p>
          <p className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
            {report.recipients.length === 0
              ? t('reports.card.noRecipients')
              : t('reports.card.recipients', { list: report.recipients.join(', ') })}
          </p>
        </div>
        {canEdit ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            {canMakePdf ? (
              <Button
                variant="secondary"
                size="sm"
                icon={<Download aria-hidden="true" className="size-4" />}
                aria-label={t('reports.card.pdfNamed', { title: report.title })}
                isLoading={download.isPending}
                onClick={() =>
                  download.mutate(
                    { projectUid: projectUid, reportId: report.id },
                    { onError: () => toast.error(t('reports.card.pdfFailed')) },
                  )
                }
              >
                {t('reports.card.pdf')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              icon={<Eye aria-hidden="true" className="size-4" />}
              aria-label={t('reports.card.previewNamed', { title: report.title })}
              onClick={onPreview}
            >
              {t('reports.card.preview')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Send aria-hidden="true" className="size-4" />}
              aria-label={t('reports.card.sendNamed', { title: report.title })}
              disabled={report.recipients.length === 0 || !canSendMail}
              isLoading={send.isPending}
              onClick={sendNow}
            >
              {t('reports.card.send')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Link2 aria-hidden="true" className="size-4" />}
              aria-label={t('reports.card.newLinkNamed', { title: report.title })}
              onClick={onNewLink}
            >
              {t('reports.card.newLink')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              icon={<Settings aria-hidden="true" className="size-4" />}
              aria-label={t('reports.card.editNamed', { title: report.title })}
              onClick={onEdit}
            >
              {t('reports.card.edit')}
            </Button>
          </div>
        ) : null}
      </div>
      {!canMakePdf || !canSendMail ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="report-limits">
          {[
            canMakePdf ? null : t('reports.card.noPdf'),
            canSendMail ? null : t('reports.card.noMail'),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-medium text-slate-900 dark:text-slate-100">
        {t('reports.card.links')}
      </h3>
      <ShareLinks
        projectUid={projectUid}
        reportId={report.id}
        links={report.links}
        canEdit={canEdit}
      />
      <h3 className="mt-4 text-sm font-medium text-slate-900 dark:text-slate-100">
        {t('reports.card.deliveries')}
      </h3>
      <DeliveryLog projectUid={projectUid} reportId={report.id} />
    </Card>
  );
};
