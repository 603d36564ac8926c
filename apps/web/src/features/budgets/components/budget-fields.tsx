import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import type {
  BudgetFormErrors,
  BudgetFormField,
  BudgetFormValues,
} from '@/features/budgets/lib/budget-form';

const ERROR_TEXT: Record<BudgetFormField, string> = {
  name: 'budgets.form.errors.name',
  startDay: 'budgets.form.errors.startDay',
  from: 'budgets.form.errors.from',
  to: 'budgets.form.errors.to',
  campaignIds: 'budgets.form.errors.campaignIds',
  amount: 'budgets.form.errors.amount',
  feePercent: 'budgets.form.errors.feePercent',
};

type Props = {
  form: BudgetFormValues;
  errors: BudgetFormErrors;
  campaigns: readonly { id: string; name: string }[];
  currency: string;
  onChange: (patch: Partial<BudgetFormValues>) => void;
};

/** The campaigns a budget covers: the whole account, or the ticked ones. */
const CampaignChoice = ({ form, errors, campaigns, onChange }: Omit<Props, 'currency'>) => {
  const { t } = useTranslation();
  const legendId = useId();
  const isWhole = form.campaignIds.length === 0;
  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {t('budgets.form.scope')}
      </legend>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {isWhole ? t('budgets.form.wholeAccountHint') : t('budgets.form.campaignsHint')}
      </p>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-700">
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                checked={form.campaignIds.includes(campaign.id)}
                onChange={(event) =>
                  onChange({
                    campaignIds: event.target.checked
                      ? [...form.campaignIds, campaign.id]
                      : form.campaignIds.filter((id) => id !== campaign.id),
                  })
                }
              />
              {campaign.name}
            </label>
          </li>
        ))}
      </ul>
      {errors.campaignIds ? (
        <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {t(ERROR_TEXT.campaignIds)}
        </p>
      ) : null}
    </fieldset>
  );
};

/** A budget's settings: name, cycle, campaigns, amount and fee. */
export const BudgetFields = ({ form, errors, campaigns, currency, onChange }: Props) => {
  const { t } = useTranslation();
  const error = (field: BudgetFormField) => (errors[field] ? t(ERROR_TEXT[field]) : null);
  return (
    <>
      <FormField label={t('budgets.form.name')} error={error('name')}>
        {(control) => (
          <Input
            {...control}
            value={form.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('budgets.form.amount', { currency })} error={error('amount')}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={form.amount}
              onChange={(event) => onChange({ amount: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          label={t('budgets.form.feePercent')}
          hint={t('budgets.form.feeHint')}
          error={error('feePercent')}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={form.feePercent}
              onChange={(event) => onChange({ feePercent: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('budgets.form.cycle')}>
          {(control) => (
            <Select
              {...control}
              value={form.kind}
              onChange={(event) =>
                onChange({ kind: event.target.value as BudgetFormValues['kind'] })
              }
            >
              <option value="monthly">{t('budgets.form.monthly')}</option>
              <option value="flight">{t('budgets.form.flight')}</option>
            </Select>
          )}
        </FormField>
        {form.kind === 'monthly' ? (
          <FormField
            label={t('budgets.form.startDay')}
            hint={t('budgets.form.startDayHint')}
            error={error('startDay')}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={1}
                max={28}
                value={form.startDay}
                onChange={(event) => onChange({ startDay: event.target.value })}
              />
            )}
          </FormField>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <FormField label={t('budgets.form.from')} error={error('from')}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={form.from}
                  onChange={(event) => onChange({ from: event.target.value })}
                />
              )}
            </FormField>
            <FormField label={t('budgets.form.to')} error={error('to')}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={form.to}
                  onChange={(event) => onChange({ to: event.target.value })}
                />
              )}
            </FormField>
          </div>
        )}
      </div>
      <CampaignChoice form={form} errors={errors} campaigns={campaigns} onChange={onChange} />
    </>
  );
};
