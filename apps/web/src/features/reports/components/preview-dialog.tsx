import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useReportPreview } from '@/features/reports/api/reports';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

/** The report's e-mail as "Send now" would send it: recipients, subject and text. */
export const PreviewDialog = ({
  projectUid,
  reportId,
  onClose,
}: {
  projectUid: string;
  reportId: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const preview = useReportPreview(useSignedInUid(), { projectUid: projectUid, reportId });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        data-testid="report-preview"
        size="lg"
        title={t('reports.preview.title')}
        description={t('reports.preview.description')}
        closeLabel={t('reports.form.close')}
      >
        {preview.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('reports.preview.loading')}
          </p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('reports.preview.failed')}
          </p>
        ) : (
          <div className="space-y-3 text-sm text-slate-800 dark:text-slate-200">
            <p>
              <span className="font-medium">{t('reports.preview.to')}</span>{' '}
              {preview.data.recipients.length > 0
                ? preview.data.recipients.join(', ')
                : t('reports.card.noRecipients')}
            </p>
            <p>
              <span className="font-medium">{t('reports.preview.subject')}</span>{' '}
              <span data-testid="report-preview-subject">{preview.data.subject}</span>
            </p>
            <pre
              className="max-h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap dark:border-slate-800 dark:bg-slate-950"
              data-testid="report-preview-text"
              tabIndex={0}
            >
              {preview.data.text}
            </pre>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};
