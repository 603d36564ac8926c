import type { TInboxAlert } from '@kampa/contracts/alerts/list-inbox';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '@/components/ui/button';
import { alertValueText, conditionText, targetText } from '@/features/monitoring/lib/rule-text';
import { useFormat } from '@/lib/format';
import { ruleDisplayName } from '@/lib/rule-name';
import { STATUS_CLASSES } from './alert-card';
import { LikelyCauses } from './likely-causes';
import { SeverityBadge } from './severity-badge';

const hostOf = (websiteUrl: string) =>
  URL.canParse(websiteUrl) ? new URL(websiteUrl).hostname : websiteUrl;

/**
 * One alert in the inbox: a box to select it (only where the user may act), its rule, project and
 * client site, severity, status, the value against its baseline and the likely causes.
 */
export const InboxAlertRow = ({
  alert,
  isSelected,
  onSelect,
}: {
  alert: TInboxAlert;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const metric = alert.target.metric;
  const checkboxId = `inbox-alert-${alert.id}`;
  const ruleName = ruleDisplayName(alert.ruleName, t);
  return (
    <article
      data-testid="inbox-alert"
      data-alert-id={alert.id}
      className="flex gap-3 px-4 py-3 sm:px-5"
    >
      <div className="w-5 shrink-0 pt-0.5">
        {alert.canAct ? (
          <input
            id={checkboxId}
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-indigo-600"
            checked={isSelected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('alerts.select', { rule: ruleName, project: alert.project.name })}
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900 dark:text-white">{ruleName}</h3>
          <SeverityBadge severity={alert.severity} />
          <span
            data-testid="alert-status"
            className={clsx(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              STATUS_CLASSES[alert.status],
            )}
          >
            {t(`monitoring.status.${alert.status}`)}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          <Link
            to="/project/$projectId/monitoring"
            params={{ projectId: alert.project.uid }}
            className={clsx(
              'rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300',
              FOCUS_RING,
            )}
          >
            {alert.project.name}
          </Link>
          {' · '}
          <span>{hostOf(alert.project.websiteUrl)}</span>
          {' · '}
          {format.date(`${alert.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {targetText(t, alert.target)} {conditionText(t, metric, alert.condition, format)}
        </p>
        <p className="mt-1 text-sm text-slate-800 dark:text-slate-200" data-testid="alert-value">
          {alertValueText(t, alert, format)}
        </p>
        <LikelyCauses metric={metric} causes={alert.likelyCauses} isCompact />
      </div>
    </article>
  );
};
