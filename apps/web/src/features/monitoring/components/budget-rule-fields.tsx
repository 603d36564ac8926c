import { BUDGET_SPENT_PERCENTS, PACING_DIRECTIONS } from '@kampa/contracts/monitoring/rule';
import type { TRuleTargets } from '@kampa/contracts/monitoring/list-rule-targets';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button, FOCUS_RING } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import {
  suggestedBudgetSeverity,
  type RuleFormErrors,
  type RuleFormValues,
} from '@/features/monitoring/lib/rule-form';

const PACING_LABELS = {
  over: 'monitoring.form.pacingOver',
  under: 'monitoring.form.pacingUnder',
  either: 'monitoring.form.pacingEither',
} as const;

type Props = {
  projectUid: string;
  form: RuleFormValues;
  /** The project's budgets (none while they load). */
  budgets: TRuleTargets['budgets'] | undefined;
  errors: RuleFormErrors;
  onChange: (patch: Partial<RuleFormValues>) => void;
};

/**
 * A budget rule's budget and condition: pacing off track (over, under or either) from a day of the
 * cycle, or a share of the budget spent (80, 90 and 100 % offered). A change of condition
 * suggests its severity (over-pacing and a spent budget critical).
 */
export const BudgetRuleFields = ({ projectUid, form, budgets, errors, onChange }: Props) => {
  const { t } = useTranslation();
  const change = (patch: Partial<RuleFormValues>) =>
    onChange({ ...patch, severity: suggestedBudgetSeverity({ ...form, ...patch }) });
  if (budgets !== undefined && budgets.length === 0) {
    return (
      <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300" role="status">
        {t('monitoring.form.noBudgets')}{' '}
        <Link
          to="/project/$projectId/ads"
          params={{ projectId: projectUid }}
          className={clsx(
            'rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300',
            FOCUS_RING,
          )}
        >
          {t('monitoring.form.setBudget')}
        </Link>
      </p>
    );
  }
  return (
    <>
      <FormField label={t('monitoring.form.budget')} error={errors.budgetId ?? null}>
        {(control) => (
          <Select
            {...control}
            value={form.budgetId}
            onChange={(event) => onChange({ budgetId: event.target.value })}
          >
            {form.budgetId === '' ? (
              <option value="">{t('monitoring.form.pickBudget')}</option>
            ) : null}
            {(budgets ?? []).map((budget) => (
              <option key={budget.id} value={budget.id}>
                {budget.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('monitoring.form.condition')} error={errors.type ?? null}>
        {(control) => (
          <Select
            {...control}
            value={form.type}
            onChange={(event) =>
              change({ type: event.target.value === 'pacing' ? 'pacing' : 'budget_spent' })
            }
          >
            <option value="pacing">{t('monitoring.form.pacing')}</option>
            <option value="budget_spent">{t('monitoring.form.budgetSpent')}</option>
          </Select>
        )}
      </FormField>
      {form.type === 'pacing' ? (
        <>
          <FormField label={t('monitoring.form.pacingDirection')}>
            {(control) => (
              <Select
                {...control}
                value={form.pacingDirection}
                onChange={(event) =>
                  change({
                    pacingDirection: event.target.value as RuleFormValues['pacingDirection'],
                  })
                }
              >
                {PACING_DIRECTIONS.map((direction) => (
                  <option key={direction} value={direction}>
                    {t(PACING_LABELS[direction])}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            label={t('monitoring.form.fromCycleDay')}
            hint={t('monitoring.form.fromCycleDayHint')}
            error={errors.fromCycleDay ?? null}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={form.fromCycleDay}
                onChange={(event) => onChange({ fromCycleDay: event.target.value })}
              />
            )}
          </FormField>
        </>
      ) : (
        <FormField
          label={t('monitoring.form.spentPercent')}
          hint={t('monitoring.form.spentPercentHint')}
          error={errors.spentPercent ?? null}
        >
          {(control) => (
            <div className="flex flex-wrap items-center gap-2">
              <Input
                {...control}
                inputMode="decimal"
                className="w-24"
                value={form.spentPercent}
                onChange={(event) => change({ spentPercent: event.target.value })}
              />
              {BUDGET_SPENT_PERCENTS.map((percent) => (
                <Button
                  key={percent}
                  type="button"
                  size="sm"
                  variant={form.spentPercent === String(percent) ? 'primary' : 'secondary'}
                  aria-pressed={form.spentPercent === String(percent)}
                  onClick={() => change({ spentPercent: String(percent) })}
                >
                  {t('monitoring.form.percentChoice', { percent })}
                </Button>
              ))}
            </div>
          )}
        </FormField>
      )}
    </>
  );
};
