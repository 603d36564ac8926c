import { canDoOnProject } from '@kampa/contracts/project/permissions';
import type { TProject } from '@kampa/contracts/project/project';
import { RETURN_SCREEN_OF, SHOWN_SOURCES, type TShownSource } from '@/lib/shown-sources';
import { Link } from '@tanstack/react-router';
import { Unplug } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useSyncStatus } from '@/features/connections/api/get-sync-status';
import { useStartGoogleConnection } from '@/features/connections/api/start-google-connection';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { SourceSyncPanel } from './source-sync-panel';

const NOT_CONNECTED_KEYS = {
  analytics: 'connections.notConnected.analyticsTitle',
  ads: 'connections.notConnected.adsTitle',
  search_console: 'connections.notConnected.searchConsoleTitle',
} as const satisfies Record<TShownSource, string>;

const CONNECT_PATHS = {
  analytics: '/project/$projectId/analytics/connect',
  ads: '/project/$projectId/ads/connect',
  search_console: '/project/$projectId/search/connect',
} as const satisfies Record<TShownSource, string>;

/**
 * The health of each source of a project: its state, last successful sync, next sync and the
 * last error with its reason and what to do (reconnect for editors); a source not connected says
 * so, with the way to connect it for editors.
 */
export const ConnectionHealth = ({
  project,
  after,
}: {
  project: TProject;
  /** Shown below once the state is known (nothing below moves when it arrives). */
  after?: ReactNode;
}) => {
  const { t } = useTranslation();
  const status = useSyncStatus(useSignedInUid(), project.uid);
  const consent = useStartGoogleConnection();
  const canEdit = canDoOnProject(project.role, 'edit');
  return (
    <>
      <section aria-labelledby="connection-health" className="mb-8" data-testid="connection-health">
        <h2
          id="connection-health"
          className="mb-1 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('connections.health.title')}
        </h2>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          {t('connections.health.description')}
        </p>
        {status.isPending ? (
          <CardSkeleton />
        ) : status.isError ? (
          <ErrorState
            variant="section"
            title={t('connections.statusError.title')}
            description={t('connections.statusError.description')}
            retryLabel={t('connections.retry')}
            onRetry={() => void status.refetch()}
            isRetrying={status.isFetching}
          />
        ) : (
          <div className="space-y-4">
            {SHOWN_SOURCES.map((kind) => {
              const source = status.data[kind];
              return source ? (
                <SourceSyncPanel
                  key={kind}
                  source={source}
                  canEdit={canEdit}
                  onReconnect={() =>
                    consent.mutate({
                      projectUid: project.uid,
                      body: { returnTo: RETURN_SCREEN_OF[kind] },
                    })
                  }
                  isReconnecting={consent.isPending || consent.isSuccess}
                />
              ) : (
                <Card
                  key={kind}
                  className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
                  data-testid={`health-not-connected-${kind}`}
                >
                  <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                    <Unplug aria-hidden="true" className="size-4 shrink-0" />
                    {t(NOT_CONNECTED_KEYS[kind])}
                  </p>
                  {canEdit ? (
                    <Link
                      to={CONNECT_PATHS[kind]}
                      params={{ projectId: project.uid }}
                      className={buttonClasses('secondary', 'sm')}
                    >
                      {t('connections.health.connect')}
                    </Link>
                  ) : (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {t('connections.notConnected.viewerBody')}
                    </p>
                  )}
                </Card>
              );
            })}
          </div>
        )}
      </section>
      {status.isPending ? null : after}
    </>
  );
};
