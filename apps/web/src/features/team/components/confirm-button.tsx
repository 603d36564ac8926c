import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';

/** A button that asks first: what happens, then confirm or cancel. Closes once `onConfirm` succeeds. */
export const ConfirmButton = ({
  label,
  accessibleLabel,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending,
  variant = 'ghost',
  icon,
  testId,
}: {
  label: string;
  accessibleLabel?: string;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  isPending: boolean;
  variant?: ButtonVariant;
  icon?: ReactNode;
  testId: string;
}) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          variant={variant}
          size="sm"
          icon={icon}
          aria-label={accessibleLabel}
          data-testid={testId}
        >
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        closeLabel={t('membership.confirm.close')}
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('membership.confirm.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            isLoading={isPending}
            data-testid={`${testId}-confirm`}
            onClick={() => void onConfirm().then((isDone) => isDone && setIsOpen(false))}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
};
