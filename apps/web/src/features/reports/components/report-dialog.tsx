import type { TReport } from '@kampa/contracts/reports/report';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialogFooter } from '@/components/ui/edit-dialog-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useDeleteReport, useSaveReport } from '@/features/reports/api/reports';
import {
  bodyOfForm,
  emptyReportForm,
  formFieldOf,
  formOfReport,
  validateReportForm,
  type ReportFormErrors,
  type ReportFormValues,
} from '@/features/reports/lib/report-form';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';
import { ReportFields } from './report-fields';

/** Makes a new report or changes one (editors); deleting asks first. */
export const ReportDialog = ({
  projectUid,
  report,
  onClose,
}: {
  projectUid: string;
  report: TReport | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const userUid = useSignedInUid();
  const save = useSaveReport(userUid);
  const remove = useDeleteReport(userUid);
  const [form, setForm] = useState<ReportFormValues>(() =>
    report
      ? formOfReport(report)
      : emptyReportForm(
          i18n.resolvedLanguage === 'cs' ? 'cs' : 'en',
          t('reports.form.defaultTitle'),
        ),
  );
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [isDeleting, setIsDeleting] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReportForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        projectUid: projectUid,
        reportId: report?.id ?? null,
        body: bodyOfForm(form),
      },
      {
        onSuccess: () => {
          toast.success(t('reports.form.saved'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400 && error.field) {
            setErrors({ [formFieldOf(error.field)]: true });
          }
        },
      },
    );
  };
  const saveFailed = save.isError && !(isApiError(save.error) && save.error.status === 400);
  return (
    <>
      <Dialog open={!isDeleting} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent
          size="lg"
          data-testid="report-dialog"
          title={t(report ? 'reports.form.editTitle' : 'reports.form.newTitle')}
          description={t('reports.form.description')}
          closeLabel={t('reports.form.close')}
        >
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <ReportFields
              form={form}
              errors={errors}
              onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
            />
            <EditDialogFooter
              saveFailed={saveFailed ? t('reports.form.saveFailed') : null}
              onDelete={report ? () => setIsDeleting(true) : null}
              isSaving={save.isPending}
              labels={{
                delete: t('reports.form.delete'),
                cancel: t('reports.form.cancel'),
                save: t('reports.form.save'),
              }}
            />
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        data-testid="delete-report-dialog"
        isOpen={isDeleting}
        title={t('reports.form.deleteTitle')}
        description={t('reports.form.deleteDescription', { title: report?.title ?? '' })}
        labels={{
          close: t('reports.form.close'),
          cancel: t('reports.form.cancel'),
          confirm: t('reports.form.deleteConfirm'),
        }}
        error={remove.isError ? t('reports.form.deleteFailed') : null}
        isPending={remove.isPending}
        onClose={() => {
          remove.reset();
          setIsDeleting(false);
        }}
        onConfirm={() => {
          if (!report) return;
          remove.mutate(
            { projectUid: projectUid, reportId: report.id },
            {
              onSuccess: () => {
                toast.success(t('reports.form.deleted'));
                onClose();
              },
            },
          );
        }}
      />
    </>
  );
};
