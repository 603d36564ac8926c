import { useTranslation } from 'react-i18next';
import { SEVERITY_KEYS } from './severity-badge';
import { FormField } from '@/components/ui/form-field';
import { RULE_SEVERITIES, type TRuleSeverity } from '@kampa/contracts/monitoring/rule';
import { Input, Select } from '@/components/ui/input';
import type { RuleFormErrors, RuleFormValues } from '@/features/monitoring/lib/rule-form';

type Props = {
  form: RuleFormValues;
  errors: RuleFormErrors;
  onChange: (patch: Partial<RuleFormValues>) => void;
};

const Checkbox = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
    <input
      type="checkbox"
      className="size-4 rounded border-slate-300 accent-indigo-600"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
    {label}
  </label>
);

/**
 * How urgent and how often a rule may fire: severity, breaches in a row, cool-down, weekends,
 * e-mail, on or off.
 */
export const RuleTimingFields = ({ form, errors, onChange }: Props) => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField
          label={t('monitoring.form.severity')}
          hint={t('monitoring.form.severityHint')}
          error={null}
        >
          {(control) => (
            <Select
              {...control}
              value={form.severity}
              onChange={(event) => onChange({ severity: event.target.value as TRuleSeverity })}
            >
              {RULE_SEVERITIES.map((severity) => (
                <option key={severity} value={severity}>
                  {t(`${SEVERITY_KEYS}.${severity}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        label={t('monitoring.form.minConsecutive')}
        hint={t('monitoring.form.minConsecutiveHint')}
        error={errors.minConsecutive ?? null}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={form.minConsecutive}
            onChange={(event) => onChange({ minConsecutive: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('monitoring.form.cooldownDays')}
        hint={t('monitoring.form.cooldownHint')}
        error={errors.cooldownDays ?? null}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={form.cooldownDays}
            onChange={(event) => onChange({ cooldownDays: event.target.value })}
          />
        )}
      </FormField>
      <div className="space-y-2 sm:col-span-2">
        <Checkbox
          label={t('monitoring.form.skipWeekends')}
          checked={form.skipWeekends}
          onChange={(skipWeekends) => onChange({ skipWeekends })}
        />
        <Checkbox
          label={t('monitoring.form.isEmailEnabled')}
          checked={form.isEmailEnabled}
          onChange={(isEmailEnabled) => onChange({ isEmailEnabled })}
        />
        <Checkbox
          label={t('monitoring.form.isEnabled')}
          checked={form.isEnabled}
          onChange={(isEnabled) => onChange({ isEnabled })}
        />
      </div>
    </div>
  );
};
