import type { TAnnotationEvent } from '@kampa/contracts/events/event';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useDeleteAnnotation } from '@/features/events/api/delete-annotation';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

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
    <Dialog
      open={annotation !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <DialogContent
        data-testid="delete-annotation-dialog"
        title={t('events.delete.title')}
        description={t('events.delete.description', { title: annotation?.title ?? '' })}
        closeLabel={t('events.dialog.close')}
      >
        {remove.isError ? (
          <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
            {t('events.delete.failed')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('events.dialog.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            isLoading={remove.isPending}
            onClick={() => {
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
          >
            {t('events.delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
};
