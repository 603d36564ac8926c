import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteAccount } from '@/features/account/api/delete-account';
import { useDeletionPlan } from '@/features/account/api/get-deletion-plan';
import { deleteErrorKey } from '@/features/account/lib/delete-errors';
import { DeletionPlanList } from './deletion-plan-list';

/**
 * The confirmation: what will be deleted and what stays (asked from the API when it opens), and
 * the account's e-mail typed to confirm. Google may ask to confirm the sign-in in its popup.
 */
export const DeleteAccountDialog = ({
  userUid,
  email,
  onDeleted,
}: {
  userUid: string;
  email: string | null;
  onDeleted: () => void;
}) => {
  const { t } = useTranslation();
  const plan = useDeletionPlan(userUid, true);
  const deletion = useDeleteAccount(onDeleted);
  const [typed, setTyped] = useState('');
  const isConfirmed = Boolean(email) && typed.trim().toLowerCase() === email?.toLowerCase();

  return (
    <DialogContent
      data-testid="delete-account-dialog"
      size="lg"
      title={t('account.delete.dialogTitle')}
      description={t('account.delete.dialogDescription')}
      closeLabel={t('account.delete.close')}
    >
      <div className="mt-4">
        {plan.data ? (
          <DeletionPlanList plan={plan.data} />
        ) : plan.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('account.delete.planError')}
          </p>
        ) : (
          <div
            role="status"
            aria-busy="true"
            aria-label={t('account.delete.planLoading')}
            className="space-y-2"
          >
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        )}
      </div>
      <form
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isConfirmed || deletion.isPending) return;
          deletion.mutate(typed);
        }}
      >
        <FormField
          label={t('account.delete.confirmLabel', { email: email ?? '' })}
          error={deletion.isError ? t(deleteErrorKey(deletion.error)) : null}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              data-testid="delete-account-confirm"
            />
          )}
        </FormField>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" type="button">
              {t('account.delete.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            type="submit"
            disabled={!isConfirmed || !plan.data}
            isLoading={deletion.isPending}
            data-testid="delete-account-submit"
          >
            {t('account.delete.confirm')}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
};
