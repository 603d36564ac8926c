import { useTranslation } from 'react-i18next';
import { OVER_PACING_FROM_DAY, type BudgetAlertChoice } from '@/features/budgets/lib/budget-alerts';

/**
 * A new budget's alerts, asked for with the budget: over-pacing, and 80, 90 and 100 % spent (the
 * monitoring page's rules on the budget, changed or deleted there).
 */
export const BudgetAlertFields = ({
  choice,
  onChange,
}: {
  choice: BudgetAlertChoice;
  onChange: (choice: BudgetAlertChoice) => void;
}) => {
  const { t } = useTranslation();
  const box = 'size-4 rounded border-slate-300 accent-indigo-600';
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900 dark:text-white">
        {t('budgets.alerts.legend')}
      </legend>
      <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          className={box}
          checked={choice.isOverPacing}
          onChange={(event) => onChange({ ...choice, isOverPacing: event.target.checked })}
        />
        {t('budgets.alerts.overPacing', { day: OVER_PACING_FROM_DAY })}
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          className={box}
          checked={choice.isSpent}
          onChange={(event) => onChange({ ...choice, isSpent: event.target.checked })}
        />
        {t('budgets.alerts.spent')}
      </label>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('budgets.alerts.hint')}</p>
    </fieldset>
  );
};
