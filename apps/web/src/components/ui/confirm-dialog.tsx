import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: string;
  /** The labels, translated by the caller. */
  labels: { close: string; cancel: string; confirm: string };
  /** Shown above the buttons when the action failed (the dialog stays open). */
  error: string | null;
  isPending: boolean;
  onConfirm: () => void;
  /** Cancel, ×, Escape or the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  'data-testid'?: string;
};

/** Asks before an action that cannot be undone: Cancel, or the red confirm button. */
export const ConfirmDialog = ({
  isOpen,
  title,
  description,
  labels,
  error,
  isPending,
  onConfirm,
  onClose,
  children,
  ...props
}: ConfirmDialogProps) => (
  <Dialog
    open={isOpen}
    onOpenChange={(open) => {
      if (!open) onClose();
    }}
  >
    <DialogContent
      data-testid={props['data-testid']}
      title={title}
      description={description}
      closeLabel={labels.close}
    >
      {children}
      {error ? (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{labels.cancel}</Button>
        </DialogClose>
        <Button variant="danger" isLoading={isPending} onClick={onConfirm}>
          {labels.confirm}
        </Button>
      </div>
    </DialogContent>
  </Dialog>
);
