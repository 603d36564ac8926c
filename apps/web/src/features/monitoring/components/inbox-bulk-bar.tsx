import type { TAlertActionRequest } from '@kampa/contracts/alerts/act-on-alerts';
import type { TInboxAlert } from '@kampa/contracts/alerts/list-inbox';
import { shiftDays, todayIn } from '@kampa/contracts/common/date-range';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useActOnAlerts } from '@/features/monitoring/api/inbox';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';

/** The browser's own time zone: a snooze ends at the start of the chosen day where the user is. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The start of `day` (YYYY-MM-DD) in the browser's time zone, as an ISO instant. */
const startOfLocalDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).toISOString();
};

/**
 * What to do with the selected alerts: acknowledge, snooze until a day, or resolve, all at once.
 * Sticky at the top of the list while anything is selected.
 */
export const InboxBulkBar = ({
  selected,
  onDone,
}: {
  selected: readonly TInboxAlert[];
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const act = useActOnAlerts(useSignedInUid());
  const today = todayIn(localZone());
  const [until, setUntil] = useState(shiftDays(today, 1));
  const untilId = useId();
  const run = (body: TAlertActionRequest, done: string) =>
    act.mutate(
      { body, projectUids: [...new Set(selected.map((alert) => alert.project.uid))] },
      {
        onSuccess: () => {
          toast.success(done);
          onDone();
        },
        onError: () => void toast.error(t('alerts.actionFailed')),
      },
    );
  const alertIds = selected.map((alert) => alert.id);
  return (
    <div
      role="region"
      aria-label={t('alerts.bulk.label')}
      data-testid="inbox-bulk-bar"
      className="sticky top-2 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-2 text-sm dark:border-indigo-800 dark:bg-indigo-950"
    >
      <span className="font-medium text-slate-900 dark:text-white" aria-live="polite">
        {t('alerts.bulk.selected', { count: selected.length })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={act.isPending}
        onClick={() =>
          run(
            { action: 'acknowledge', alertIds },
            t('alerts.bulk.acknowledged', { count: selected.length }),
          )
        }
      >
        {t('alerts.bulk.acknowledge')}
      </Button>
      <span className="inline-flex items-center gap-1">
        <label htmlFor={untilId} className="text-slate-800 dark:text-slate-200">
          {t('alerts.bulk.snoozeUntil')}
        </label>
        <Input
          id={untilId}
          type="date"
          className="h-8 w-auto text-sm"
          min={shiftDays(today, 1)}
          max={shiftDays(today, 90)}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={act.isPending || until === ''}
          onClick={() =>
            run(
              { action: 'snooze', alertIds, until: startOfLocalDay(until) },
              t('alerts.bulk.snoozed', { count: selected.length }),
            )
          }
        >
          {t('alerts.bulk.snooze')}
        </Button>
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={act.isPending}
        onClick={() =>
          run(
            { action: 'resolve', alertIds },
            t('alerts.bulk.resolved', { count: selected.length }),
          )
        }
      >
        {t('alerts.bulk.resolve')}
      </Button>
      <Button size="sm" variant="ghost" disabled={act.isPending} onClick={onDone}>
        {t('alerts.bulk.clear')}
      </Button>
    </div>
  );
};
