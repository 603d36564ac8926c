import type { TRule } from '@kampa/contracts/monitoring/rule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRotateWebhookSecret } from '@/features/monitoring/api/rules';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';

/**
 * The webhook's address and, for a saved rule, the secret its requests are signed with and the
 * log of every attempt.
 */
export const RuleWebhook = ({
  projectUid,
  rule,
  value,
  error,
  onChange,
}: {
  projectUid: string;
  rule: TRule | null;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const rotate = useRotateWebhookSecret(useSignedInUid());
  // The dialog holds the rule it opened with: the rotated secret is shown from the answer.
  const [rotatedSecret, setRotatedSecret] = useState<string | null>(null);
  const secret = rotatedSecret ?? rule?.webhookSecret ?? null;
  const rotateSecret = () => {
    if (!rule) return;
    rotate.mutate(
      { projectUid: projectUid, ruleId: rule.id },
      {
        onSuccess: (answer) => {
          setRotatedSecret(answer.webhookSecret);
          void toast.success(t('monitoring.webhook.rotated'));
        },
        onError: () => void toast.error(t('monitoring.webhook.rotateFailed')),
      },
    );
  };
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
      {secret && rule?.webhookUrl ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 text-sm break-all text-slate-700 dark:text-slate-300">
            {t('monitoring.webhook.secret')}{' '}
            <code
              data-testid="webhook-secret"
              className="rounded bg-slate-100 px-1 dark:bg-slate-800"
            >
              {secret}
            </code>
          </p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={rotateSecret}
            disabled={rotate.isPending}
          >
            {t('monitoring.webhook.rotate')}
          </Button>
        </div>
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
