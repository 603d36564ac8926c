import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/features/monitoring/api/alerts';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';
import { ruleDisplayName } from '@/lib/rule-name';

/**
 * While a project is open: a toast for each alert that fires meanwhile. The first answer only
 * sets what is known (the alerts from before are on the monitoring page, not toasts).
 */
export const AlertWatcher = ({ projectUid }: { projectUid: string }) => {
  const { t } = useTranslation();
  const alerts = useAlerts(useSignedInUid(), projectUid);
  const known = useRef<{ projectUid: string; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!alerts.data) return;
    const ids = alerts.data.alerts.map((alert) => alert.id);
    if (known.current?.projectUid !== projectUid) {
      known.current = { projectUid, ids: new Set(ids) };
      return;
    }
    for (const alert of alerts.data.alerts) {
      if (known.current.ids.has(alert.id)) continue;
      known.current.ids.add(alert.id);
      if (alert.status === 'open') {
        toast(
          t('monitoring.toast', { name: ruleDisplayName(alert.ruleName, t), date: alert.date }),
          {
            id: `alert-${alert.id}`,
          },
        );
      }
    }
  }, [alerts.data, projectUid, t]);
  return null;
};
