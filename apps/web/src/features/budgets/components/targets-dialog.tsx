import type { TTargets } from '@kampa/contracts/targets/target';
import { TARGET_METRICS, type TTargetMetric } from '@kampa/contracts/targets/target-metrics';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EditDialogFooter } from '@/components/ui/edit-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSetTargets } from '@/features/budgets/api/targets';
import {
  bodyOfForm,
  formFieldOfError,
  formOfTargets,
  validateTargetsForm,
  type TargetsFormErrors,
  type TargetsFormValues,
} from '@/features/budgets/lib/targets-form';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';

const FIELD_LABEL = {
  sessions: 'budgets.targets.form.sessions',
  keyEvents: 'budgets.targets.form.keyEvents',
  totalRevenue: 'budgets.targets.form.totalRevenue',
  conversions: 'budgets.targets.form.conversions',
  cpa: 'budgets.targets.form.cpa',
  roas: 'budgets.targets.form.roas',
} as const satisfies Record<TTargetMetric, string>;

/** Sets a month's targets (editors): one field per metric, empty for none. */
export const TargetsDialog = ({
  projectUid,
  data,
  title,
  onClose,
}: {
  projectUid: string;
  data: TTargets;
  title: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const save = useSetTargets(useSignedInUid());
  const [form, setForm] = useState<TargetsFormValues>(() => formOfTargets(data.targets));
  const [errors, setErrors] = useState<TargetsFormErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTargetsForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const targets = bodyOfForm(form);
    save.mutate(
      { projectUid: projectUid, month: data.month, targets },
      {
        onSuccess: () => {
          toast.success(t('budgets.targets.form.saved'));
          onClose();
        },
        onError: (error) => {
          const field =
            isApiError(error) && error.field ? formFieldOfError(error.field, targets) : null;
          if (field) setErrors({ [field]: true });
        },
      },
    );
  };
  const saveFailed = save.isError && !(isApiError(save.error) && save.error.status === 400);
  // Revenue is typed in the property's currency, CPA in the Ads account's (named when known).
  const revenueCurrency = data.currency.analytics;
  const adsCurrency = data.currency.ads;
  const unitOf = (currency: string | null) => (currency ? ` (${currency})` : '');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="lg"
        data-testid="targets-dialog"
        title={title}
        description={t('budgets.targets.form.description')}
        closeLabel={t('budgets.targets.form.close')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {TARGET_METRICS.map((metric) => (
              <FormField
                key={metric}
                label={t(FIELD_LABEL[metric], {
                  unit: unitOf(metric === 'totalRevenue' ? revenueCurrency : adsCurrency),
                })}
                error={errors[metric] ? t('budgets.targets.form.error') : undefined}
              >
                {(field) => (
                  <Input
                    {...field}
                    name={metric}
                    inputMode="decimal"
                    autoComplete="off"
                    value={form[metric]}
                    onChange={(event) => setForm({ ...form, [metric]: event.target.value })}
                  />
                )}
              </FormField>
            ))}
          </div>
          <EditDialogFooter
            saveFailed={saveFailed ? t('budgets.targets.form.saveFailed') : null}
            // Clearing empties every field; saving then removes the month's targets.
            onDelete={() => setForm(formOfTargets([]))}
            isSaving={save.isPending}
            labels={{
              delete: t('budgets.targets.form.clear'),
              cancel: t('budgets.targets.form.cancel'),
              save: t('budgets.targets.form.save'),
            }}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
};
