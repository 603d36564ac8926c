import type { TRule } from '@kampa/contracts/monitoring/rule';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useFormat } from '@/lib/format';

/**
 * The webhook's address and, for a saved rule, the secret its requests are signed with and the
 * log of every attempt.
 */
export const RuleWebhook = ({
  rule,
  value,
  error,
  onChange,
}: {
  rule: TRule | null;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="space-y-3">
      <FormField
        label={t('monitoring.webhook.url')}
        hint={t('monitoring.webhook.urlHint')}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      {rule?.webhookSecret && rule.webhookUrl ? (
        <p className="text-sm break-all text-slate-700 dark:text-slate-300">
          {t('monitoring.webhook.secret')}{' '}
          <code
            data-testid="webhook-secret"
            className="rounded bg-slate-100 px-1 dark:bg-slate-800"
          >
            {rule.webhookSecret}
          </code>
        </p>
      ) : null}
      {rule && rule.webhookDeliveries.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium text-slate-900 dark:text-white">
            {t('monitoring.webhook.log')}
          </h4>
          <ul
            className="mt-1 space-y-0.5 text-sm text-slate-700 dark:text-slate-300"
            data-testid="webhook-log"
          >
            {rule.webhookDeliveries.map((delivery) => (
              <li key={`${delivery.at}-${delivery.attempt}`}>
                {t(
                  delivery.isDelivered
                    ? 'monitoring.webhook.delivered'
                    : 'monitoring.webhook.failed',
                  {
                    at: format.date(delivery.at, { dateStyle: 'short', timeStyle: 'short' }),
                    attempt: delivery.attempt,
                    date: delivery.alertDate,
                    status: delivery.statusCode ?? delivery.error ?? '—',
                  },
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
};
