import type { TAnnotationEvent } from '@kampa/contracts/events/event';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAnnotation } from '@/features/events/api/delete-annotation';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';

/** Asks before deleting an annotation: it goes for every member and from every chart. */
export const DeleteAnnotationDialog = ({
  projectUid,
  annotation,
  onClose,
  onChanged,
}: {
  projectUid: string;
  annotation: TAnnotationEvent | null;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  const remove = useDeleteAnnotation(useSignedInUid(), onChanged);
  return (
    <ConfirmDialog
      data-testid="delete-annotation-dialog"
      isOpen={annotation !== null}
      title={t('events.delete.title')}
      description={t('events.delete.description', { title: annotation?.title ?? '' })}
      labels={{
        close: t('events.dialog.close'),
        cancel: t('events.dialog.cancel'),
        confirm: t('events.delete.confirm'),
      }}
      error={remove.isError ? t('events.delete.failed') : null}
      isPending={remove.isPending}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() => {
        if (!annotation) return;
        remove.mutate(
          { projectUid, annotationId: annotation.id },
          {
            onSuccess: () => {
              toast.success(t('events.delete.done'));
              onClose();
            },
          },
        );
      }}
    />
  );
};
