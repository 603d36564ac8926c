import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/features/monitoring/api/alerts';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';

/** The sidebar's count of open alerts beside "Monitoring" (nothing when there are none). */
export const MonitoringBadge = ({ projectUid }: { projectUid: string }) => {
  const { t } = useTranslation();
  const alerts = useAlerts(useSignedInUid(), projectUid);
  const count = alerts.data?.openCount ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="monitoring-badge"
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('monitoring.badge', { count })}</span>
    </span>
  );
};
