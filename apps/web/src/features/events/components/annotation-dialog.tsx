import type { TAnnotationEvent } from '@kampa/contracts/events/event';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useCreateAnnotation } from '@/features/events/api/create-annotation';
import { useUpdateAnnotation } from '@/features/events/api/update-annotation';
import {
  emptyAnnotation,
  toAnnotationRequest,
  valuesOf,
  type AnnotationFormValues,
} from '@/features/events/lib/annotation-form';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';
import { AnnotationForm } from './annotation-form';

/** Writing a new annotation (`annotation` null) or changing one, in a dialog. */
export const AnnotationDialog = ({
  projectUid,
  annotation,
  today,
  isOpen,
  onClose,
  onChanged,
}: {
  projectUid: string;
  annotation: TAnnotationEvent | null;
  today: string;
  isOpen: boolean;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const create = useCreateAnnotation(uid, onChanged);
  const update = useUpdateAnnotation(uid, onChanged);
  const mutation = annotation ? update : create;
  const submit = (values: AnnotationFormValues) => {
    const body = toAnnotationRequest(values);
    const done = () => {
      toast.success(t(annotation ? 'events.dialog.updated' : 'events.dialog.created'));
      onClose();
    };
    if (annotation) {
      update.mutate({ projectUid, annotationId: annotation.id, body }, { onSuccess: done });
    } else {
      create.mutate({ projectUid, body }, { onSuccess: done });
    }
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          create.reset();
          update.reset();
          onClose();
        }
      }}
    >
      <DialogContent
        data-testid="annotation-dialog"
        size="lg"
        title={t(annotation ? 'events.dialog.editTitle' : 'events.dialog.createTitle')}
        description={t('events.dialog.description')}
        closeLabel={t('events.dialog.close')}
      >
        <AnnotationForm
          key={annotation?.id ?? 'new'}
          initialValues={annotation ? valuesOf(annotation) : emptyAnnotation(today)}
          submitLabel={t(annotation ? 'events.dialog.save' : 'events.dialog.create')}
          serverError={mutation.isError ? t('events.dialog.failed') : null}
          isSubmitting={mutation.isPending}
          onSubmit={submit}
          secondaryAction={
            <DialogClose asChild>
              <Button variant="secondary">{t('events.dialog.cancel')}</Button>
            </DialogClose>
          }
        />
      </DialogContent>
    </Dialog>
  );
};
