import { shiftDays } from '@kampa/contracts/common/date-range';
import type { TAlert } from '@kampa/contracts/monitoring/alert';
import { SNOOZE_HOURS } from '@kampa/contracts/monitoring/update-alert';
import { Link } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { BellRing, LineChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, FOCUS_RING } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { useUpdateAlert } from '@/features/monitoring/api/alerts';
import {
  chartLinkOf,
  conditionText,
  alertValueText,
  targetText,
} from '@/features/monitoring/lib/rule-text';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ruleDisplayName } from '@/lib/rule-name';
import { LikelyCauses } from './likely-causes';
import { SeverityBadge } from './severity-badge';

const STATUS = 'monitoring.status';

export const STATUS_CLASSES: Record<TAlert['status'], string> = {
  open: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
  acknowledged: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  snoozed: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  resolved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
};

/** One alert: what breached on which day, the likely causes, the chart, and what to do with it. */
export const AlertCard = ({
  alert,
  projectUid,
  canEdit,
  budgetNames,
}: {
  alert: TAlert;
  projectUid: string;
  canEdit: boolean;
  /** The project's budgets' names by id, for a budget rule's alert. */
  budgetNames?: ReadonlyMap<string, string>;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdateAlert(useSignedInUid());
  const metric = alert.target.metric;
  const link = chartLinkOf(alert, shiftDays);
  const act = (body: Parameters<typeof update.mutate>[0]['body'], done: string) =>
    update.mutate(
      { projectUid: projectUid, alertId: alert.id, body },
      {
        onSuccess: () => void toast.success(done),
        onError: () => void toast.error(t('monitoring.alerts.actionFailed')),
      },
    );
  return (
    <Card className="p-4 sm:p-5" data-testid="alert-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <BellRing
              aria-hidden="true"
              className="size-4 shrink-0 text-red-600 dark:text-red-400"
            />
            <span className="wrap-anywhere">{ruleDisplayName(alert.ruleName, t)}</span>
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {format.date(`${alert.date}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })}
            {' · '}
            {targetText(t, alert.target, new Map(), budgetNames)}{' '}
            {conditionText(t, metric, alert.condition, format)}
          </p>
        </div>
        <span className="flex items-center gap-2">
          <SeverityBadge severity={alert.severity} />
          <span
            data-testid="alert-status"
            className={clsx(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              STATUS_CLASSES[alert.status],
            )}
          >
            {alert.resolution === 'revised'
              ? t(`${STATUS}.revised`)
              : t(`${STATUS}.${alert.status}`)}
          </span>
        </span>
      </div>
      <p className="mt-3 text-sm text-slate-800 dark:text-slate-200">
        {alertValueText(t, alert, format)}
      </p>
      <LikelyCauses metric={metric} causes={alert.likelyCauses} />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link
          to={link.to}
          params={{ projectId: projectUid }}
          search={link.search}
          className={clsx(
            'inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300',
            FOCUS_RING,
          )}
        >
          <LineChart aria-hidden="true" className="size-4" />
          {t('monitoring.alerts.openChart')}
        </Link>
        {canEdit && alert.status !== 'resolved' ? (
          <>
            {alert.status !== 'acknowledged' ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                onClick={() => act({ action: 'acknowledge' }, t('monitoring.alerts.acknowledged'))}
              >
                {t('monitoring.alerts.acknowledge')}
              </Button>
            ) : null}
            <Select
              aria-label={t('monitoring.alerts.snooze')}
              value=""
              disabled={update.isPending}
              className="h-8 w-auto text-sm"
              onChange={(event) =>
                act(
                  { action: 'snooze', hours: Number(event.target.value) },
                  t('monitoring.alerts.snoozed'),
                )
              }
            >
              <option value="" disabled>
                {t('monitoring.alerts.snooze')}
              </option>
              {SNOOZE_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {t('monitoring.alerts.snoozeHours', { count: hours })}
                </option>
              ))}
            </Select>
            <Button
              size="sm"
              variant="ghost"
              disabled={update.isPending}
              onClick={() => act({ action: 'resolve' }, t('monitoring.alerts.resolved'))}
            >
              {t('monitoring.alerts.resolve')}
            </Button>
          </>
        ) : null}
      </div>
    </Card>
  );
};
