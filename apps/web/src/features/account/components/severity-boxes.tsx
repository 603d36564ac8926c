import type { TAlertEmails } from '@kampa/contracts/notifications/notification-preferences';
import { useTranslation } from 'react-i18next';
import { SEVERITIES, type Severity } from '@/features/account/lib/notifications-form';

/** A labelled checkbox, the notification forms' switch. */
export const Checkbox = ({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
    <input
      type="checkbox"
      className="size-4 shrink-0 rounded border-slate-300 accent-indigo-600 disabled:opacity-60"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
    {label}
  </label>
);

/** The three severities as checkboxes, in a group named by `legend`. */
export const SeverityBoxes = ({
  legend,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  value: TAlertEmails;
  disabled?: boolean;
  onChange: (value: TAlertEmails) => void;
}) => {
  const { t } = useTranslation();
  const names: Record<Severity, string> = {
    critical: t('account.notifications.severity.critical'),
    warning: t('account.notifications.severity.warning'),
    info: t('account.notifications.severity.info'),
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">{legend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {SEVERITIES.map((severity) => (
          <Checkbox
            key={severity}
            label={names[severity]}
            checked={value[severity]}
            disabled={disabled}
            onChange={(checked) => onChange({ ...value, [severity]: checked })}
          />
        ))}
      </div>
    </fieldset>
  );
};
