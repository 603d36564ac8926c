import type { TConnectionState, TSourceSyncSummary } from '@kampa/contracts/project/project';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useFormat } from '@/lib/format';

/**
 * A source's sync in a line or two, under its state: a progress bar while it syncs, its last
 * successful sync once connected, and in plain words what a broken connection needs.
 */
export const SourceSyncDetail = ({
  state,
  sync,
  label,
  testId,
}: {
  state: TConnectionState;
  sync: TSourceSyncSummary;
  /** The progress bar's accessible name, e.g. "Sync of Google Analytics". */
  label: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (state === 'not_connected') return null;
  const percent = sync.progress === null ? null : format.percent(sync.progress, 0);
  return (
    <div className="mt-1.5 space-y-1.5 text-sm" data-testid={testId}>
      {sync.progress !== null && percent !== null ? (
        <div className="max-w-xs">
          <ProgressBar
            value={sync.progress}
            label={label}
            valueText={t('projects.sync.percent', { percent })}
            size="sm"
          />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('projects.sync.percent', { percent })}
          </p>
        </div>
      ) : state === 'connecting' ? (
        <p className="text-slate-600 dark:text-slate-400">{t('projects.sync.starting')}</p>
      ) : null}
      {state === 'reconnect_needed' ? (
        <p className="text-red-800 dark:text-red-300">{t('projects.sync.reconnectNeeded')}</p>
      ) : state === 'error' ? (
        <p className="text-red-800 dark:text-red-300">{t('projects.sync.failed')}</p>
      ) : null}
      {sync.lastSuccessAt ? (
        <p className="text-slate-600 dark:text-slate-400" data-testid={`${testId}-last`}>
          {t('projects.sync.lastSync', {
            time: format.date(sync.lastSuccessAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
      ) : null}
    </div>
  );
};
