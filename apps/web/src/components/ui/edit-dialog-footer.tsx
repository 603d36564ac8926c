import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

/**
 * The end of an edit dialog's form: why saving failed (if it did), then Delete (when editing
 * something that exists; it asks first, in the caller's confirmation), Cancel and Save.
 */
export const EditDialogFooter = ({
  saveFailed,
  onDelete,
  isSaving,
  labels,
}: {
  /** What to say when the last save failed; `null` otherwise. */
  saveFailed: string | null;
  /** `null` for something not saved yet (nothing to delete). */
  onDelete: (() => void) | null;
  isSaving: boolean;
  labels: { delete: string; cancel: string; save: string };
}) => (
  <>
    {saveFailed ? (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {saveFailed}
      </p>
    ) : null}
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
      {onDelete ? (
        <Button
          type="button"
          variant="ghost"
          className="sm:mr-auto"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={onDelete}
        >
          {labels.delete}
        </Button>
      ) : (
        <span className="sm:mr-auto" />
      )}
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          {labels.cancel}
        </Button>
      </DialogClose>
      <Button type="submit" isLoading={isSaving}>
        {labels.save}
      </Button>
    </div>
  </>
);
