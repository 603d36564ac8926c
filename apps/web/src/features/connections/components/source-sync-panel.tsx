import type { TDataSource, TProjectSource } from '@kampa/contracts/sync/sync';
import { CheckCircle2 } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatCustomerId } from '@/features/connections/lib/connection-errors';
import { isReconnected, isSourceActive, problemOf } from '@/features/connections/lib/sync-state';
import { useFormat } from '@/lib/format';
import { SyncProblem } from './sync-problem';
import { SyncProgress } from './sync-progress';

const TITLE_KEYS = {
  analytics: 'connections.panel.analyticsTitle',
  ads: 'connections.panel.adsTitle',
  search_console: 'connections.panel.searchConsoleTitle',
} as const satisfies Record<TDataSource, string>;

export type SourceSyncPanelProps = {
  source: TProjectSource;
  canEdit: boolean;
  onReconnect: () => void;
  isReconnecting: boolean;
  onChooseAnother?: (() => void) | undefined;
  /** "Sync now", for those who may (passed in so the panel stays about one source). */
  syncAction?: ReactNode;
};

/**
 * One connected source: what it reads and who connected it, the run under way (a progress bar,
 * or the wait for Google's quota), when it last synced and will sync next, and the last error
 * with what to do. The heading takes the focus after a save, so the progress is read next.
 */
export const SourceSyncPanel = forwardRef<HTMLHeadingElement, SourceSyncPanelProps>(
  ({ source, canEdit, onReconnect, isReconnecting, onChooseAnother, syncAction }, headingRef) => {
    const { t } = useTranslation();
    const format = useFormat();
    const dateTime = (value: string) =>
      format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
    const { sync } = source;
    const problem = problemOf(source);
    const isActive = isSourceActive(source);
    const id =
      source.kind === 'ads'
        ? t('connections.panel.adsId', { id: formatCustomerId(source.externalId) })
        : source.kind === 'search_console'
          ? t('connections.panel.searchConsoleId', { id: source.externalId })
          : t('connections.panel.analyticsId', { id: source.externalId });
    const who = source.connectedBy.displayName ?? source.connectedBy.email;
    return (
      <Card className="p-5 sm:p-6" data-testid={`sync-panel-${source.kind}`}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold wrap-anywhere text-slate-900 outline-none dark:text-white"
            >
              {t(TITLE_KEYS[source.kind], { name: source.displayName })}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {/* Search Console counts clicks, never money: no currency is said for it. */}
              {[
                id,
                source.timeZone.replaceAll('_', ' '),
                source.kind === 'search_console' ? null : source.currency,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p
              className="mt-1 text-sm text-slate-600 dark:text-slate-400"
              data-testid="connected-by"
            >
              {source.connectedBy.googleEmail
                ? t('connections.panel.connectedByWith', {
                    name: who ?? '—',
                    google: source.connectedBy.googleEmail,
                  })
                : t('connections.panel.connectedBy', { name: who ?? '—' })}
            </p>
          </div>
          {syncAction}
        </div>

        <div className="mt-5 space-y-4">
          {isActive ? (
            <SyncProgress sync={sync} label={t('connections.sync.label')} />
          ) : problem === null && sync.lastSuccessAt ? (
            <p
              className="flex items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
              data-testid="sync-up-to-date"
            >
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {t('connections.sync.upToDate')}
            </p>
          ) : null}
          {isReconnected(source) ? (
            <p
              className="rounded-md bg-indigo-50 p-3 text-sm text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100"
              data-testid="sync-reconnected"
            >
              {t(canEdit ? 'connections.sync.reconnected' : 'connections.sync.reconnectedViewer')}
            </p>
          ) : null}
          {problem ? (
            <SyncProblem
              code={problem}
              detail={sync.lastError?.message || null}
              at={sync.lastError?.at ?? null}
              canEdit={canEdit}
              onReconnect={onReconnect}
              isReconnecting={isReconnecting}
              onChooseAnother={onChooseAnother}
            />
          ) : null}
          <dl className="grid gap-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-3 dark:border-slate-800">
            <div>
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {t('connections.panel.lastSync')}
              </dt>
              <dd className="mt-0.5 text-slate-900 dark:text-white" data-testid="last-sync">
                {sync.lastSuccessAt ? dateTime(sync.lastSuccessAt) : t('connections.panel.notYet')}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {t('connections.panel.nextSync')}
              </dt>
              <dd className="mt-0.5 text-slate-900 dark:text-white" data-testid="next-sync">
                {sync.nextSyncAt ? dateTime(sync.nextSyncAt) : t('connections.panel.noNextSync')}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {t('connections.panel.stored')}
              </dt>
              <dd className="mt-0.5 text-slate-900 dark:text-white">
                {source.dataFrom && source.dataTo
                  ? t('connections.panel.storedRange', {
                      from: format.date(source.dataFrom, { dateStyle: 'medium' }),
                      to: format.date(source.dataTo, { dateStyle: 'medium' }),
                    })
                  : t('connections.panel.nothingStored')}
              </dd>
            </div>
          </dl>
        </div>
      </Card>
    );
  },
);
SourceSyncPanel.displayName = 'SourceSyncPanel';
