import type { TReportDelivery } from '@kampa/contracts/reports/delivery';
import { useTranslation } from 'react-i18next';
import { useReportDeliveries } from '@/features/reports/api/reports';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useFormat } from '@/lib/format';

const STATE_KEYS = {
  pending: 'reports.delivery.states.pending',
  sending: 'reports.delivery.states.sending',
  sent: 'reports.delivery.states.sent',
  failed: 'reports.delivery.states.failed',
} as const satisfies Record<TReportDelivery['state'], string>;

const STATE_CLASSES: Record<TReportDelivery['state'], string> = {
  pending: 'text-slate-700 dark:text-slate-300',
  sending: 'text-slate-700 dark:text-slate-300',
  sent: 'text-emerald-700 dark:text-emerald-400',
  failed: 'text-red-700 dark:text-red-400',
};

/** Who got the report's e-mail for which period, and what the mail server said (newest first). */
export const DeliveryLog = ({ projectUid, reportId }: { projectUid: string; reportId: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const deliveries = useReportDeliveries(useSignedInUid(), { projectUid: projectUid, reportId });
  if (deliveries.isPending) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('reports.delivery.loading')}</p>
    );
  }
  if (deliveries.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('reports.delivery.loadFailed')}
      </p>
    );
  }
  if (deliveries.data.deliveries.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('reports.delivery.none')}</p>
    );
  }
  const day = (date: string) => format.date(`${date}T12:00:00Z`, { dateStyle: 'medium' });
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="delivery-log">
      {deliveries.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="py-2 text-sm break-words" data-testid="delivery">
          <span className="font-medium text-slate-900 dark:text-slate-100">
            {delivery.recipient}
          </span>
          {' · '}
          <span className="text-slate-700 dark:text-slate-300">
            {day(delivery.period.from)} – {day(delivery.period.to)}
          </span>
          {' · '}
          <span className={STATE_CLASSES[delivery.state]} data-testid="delivery-state">
            {t(STATE_KEYS[delivery.state])}
          </span>
          {delivery.sentAt
            ? ` · ${format.date(delivery.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}`
            : ''}
          {' · '}
          <span className="text-slate-600 dark:text-slate-400">
            {t(
              delivery.trigger === 'schedule'
                ? 'reports.delivery.bySchedule'
                : 'reports.delivery.byHand',
            )}
            {delivery.attempts > 1
              ? `, ${t('reports.delivery.attempts', { count: delivery.attempts })}`
              : ''}
          </span>
          {delivery.lastError && delivery.state !== 'sent' ? (
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {t('reports.delivery.lastError', { error: delivery.lastError })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
