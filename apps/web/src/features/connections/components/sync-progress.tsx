import type { TSourceSync } from '@kampa/contracts/sync/sync';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useFormat } from '@/lib/format';

const TRIGGER_KEYS = {
  backfill: 'connections.sync.trigger.backfill',
  daily: 'connections.sync.trigger.daily',
  manual: 'connections.sync.trigger.manual',
} as const;

/** A run under way: what it reads, a progress bar of its parts, and a wait for Google's quota. */
export const SyncProgress = ({ sync, label }: { sync: TSourceSync; label: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const value = sync.progress ?? 0;
  const percent = format.percent(value, 0);
  const parts =
    sync.chunksTotal > 0
      ? t('connections.sync.parts', { done: sync.chunksDone, total: sync.chunksTotal, percent })
      : t('connections.sync.queued');
  return (
    <div data-testid="sync-progress" data-state={sync.state}>
      <p className="text-sm font-medium text-slate-900 dark:text-white">
        {t(TRIGGER_KEYS[sync.trigger ?? 'manual'])}
      </p>
      <ProgressBar value={value} label={label} valueText={parts} className="mt-2" />
      <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400" data-testid="sync-parts">
        {parts}
      </p>
      {sync.state === 'waiting' ? (
        <p
          className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
          data-testid="sync-waiting"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {sync.retryAt
              ? t('connections.sync.waitingUntil', {
                  time: format.date(sync.retryAt, { dateStyle: 'medium', timeStyle: 'short' }),
                })
              : t('connections.sync.waiting')}
          </span>
        </p>
      ) : null}
    </div>
  );
};
