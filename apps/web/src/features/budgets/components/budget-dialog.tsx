import type { TBudget } from '@kampa/contracts/budgets/budget';
import type { TBudgetsList } from '@kampa/contracts/budgets/list-budgets';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDialogFooter } from '@/components/ui/edit-dialog-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { createBudgetAlerts, useDeleteBudget, useSaveBudget } from '@/features/budgets/api/budgets';
import {
  budgetAlertRules,
  NO_BUDGET_ALERTS,
  type BudgetAlertChoice,
} from '@/features/budgets/lib/budget-alerts';
import {
  bodyOfForm,
  EMPTY_BUDGET_FORM,
  formFieldOf,
  formOfBudget,
  validateBudgetForm,
  type BudgetFormErrors,
  type BudgetFormValues,
} from '@/features/budgets/lib/budget-form';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';
import { BudgetAlertFields } from './budget-alert-fields';
import { BudgetFields } from './budget-fields';

/** Sets a new budget or changes one (editors); deleting asks first. */
export const BudgetDialog = ({
  projectUid,
  list,
  budget,
  onClose,
}: {
  projectUid: string;
  list: TBudgetsList;
  budget: TBudget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const save = useSaveBudget(userUid);
  const remove = useDeleteBudget(userUid);
  const [form, setForm] = useState<BudgetFormValues>(
    budget ? formOfBudget(budget) : { ...EMPTY_BUDGET_FORM, name: t('budgets.form.defaultName') },
  );
  const [errors, setErrors] = useState<BudgetFormErrors>({});
  const [isDeleting, setIsDeleting] = useState(false);
  const [alerts, setAlerts] = useState<BudgetAlertChoice>(NO_BUDGET_ALERTS);
  const onChange = (patch: Partial<BudgetFormValues>) =>
    setForm((current) => ({ ...current, ...patch }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBudgetForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { projectUid: projectUid, budgetId: budget?.id ?? null, body: bodyOfForm(form) },
      {
        onSuccess: async (saved) => {
          toast.success(t('budgets.form.saved'));
          onClose();
          if (budget) return;
          const rules = budgetAlertRules(saved, alerts, {
            overPacing: (name) => t('budgets.alerts.overPacingName', { name }),
            spent: (name, percent) => t('budgets.alerts.spentName', { name, percent }),
          });
          if (rules.length === 0) return;
          try {
            await createBudgetAlerts(projectUid, rules);
            toast.success(t('budgets.alerts.created', { count: rules.length }));
          } catch {
            toast.error(t('budgets.alerts.failed'));
          }
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
          data-testid="budget-dialog"
          title={t(budget ? 'budgets.form.editTitle' : 'budgets.form.newTitle')}
          description={t('budgets.form.description', { currency: list.account?.currency ?? '' })}
          closeLabel={t('budgets.form.close')}
        >
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <BudgetFields
              form={form}
              errors={errors}
              campaigns={list.campaigns}
              currency={list.account?.currency ?? ''}
              onChange={onChange}
            />
            {budget ? null : <BudgetAlertFields choice={alerts} onChange={setAlerts} />}
            <EditDialogFooter
              saveFailed={saveFailed ? t('budgets.form.saveFailed') : null}
              onDelete={budget ? () => setIsDeleting(true) : null}
              isSaving={save.isPending}
              labels={{
                delete: t('budgets.form.delete'),
                cancel: t('budgets.form.cancel'),
                save: t('budgets.form.save'),
              }}
            />
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        data-testid="delete-budget-dialog"
        isOpen={isDeleting}
        title={t('budgets.form.deleteTitle')}
        description={t('budgets.form.deleteDescription', { name: budget?.name ?? '' })}
        labels={{
          close: t('budgets.form.close'),
          cancel: t('budgets.form.cancel'),
          confirm: t('budgets.form.deleteConfirm'),
        }}
        error={remove.isError ? t('budgets.form.deleteFailed') : null}
        isPending={remove.isPending}
        onClose={() => {
          remove.reset();
          setIsDeleting(false);
        }}
        onConfirm={() => {
          if (!budget) return;
          remove.mutate(
            { projectUid: projectUid, budgetId: budget.id },
            {
              onSuccess: () => {
                toast.success(t('budgets.form.deleted'));
                onClose();
              },
            },
          );
        }}
      />
    </>
  );
};
