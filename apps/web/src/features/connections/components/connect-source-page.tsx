import { canDoOnProject } from '@kampa/contracts/project/permissions';
import type { TProject } from '@kampa/contracts/project/project';
import { RETURN_SCREEN_OF, type TShownSource } from '@/lib/shown-sources';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { useSyncStatus } from '@/features/connections/api/get-sync-status';
import { useConnections } from '@/features/connections/api/list-connections';
import { useStartGoogleConnection } from '@/features/connections/api/start-google-connection';
import { useConnectOutcome } from '@/features/connections/hooks/use-connect-outcome';
import { useSyncEnded } from '@/features/connections/hooks/use-sync-ended';
import { isSyncActive } from '@/features/connections/lib/sync-state';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { AdsAccountStep } from './ads-account-step';
import { AnalyticsPropertyStep } from './analytics-property-step';
import { BackToDashboard } from './back-to-dashboard';
import { ConnectOutcomeNotice } from './connect-outcome-notice';
import { DisconnectDialog } from './disconnect-dialog';
import { GoogleAccountStep } from './google-account-step';
import { NotConnectedNotice } from './not-connected-notice';
import { SearchConsoleSiteStep } from './search-console-site-step';
import type { AdoptSourceSettings } from './settings-mismatch';
import type { SourceChooserProps } from './source-chooser-props';
import { SourceSyncPanel } from './source-sync-panel';
import { SyncNowButton } from './sync-now-button';

/** Where a source's data is shown, once it has some. */
const DASHBOARD_OF = {
  analytics: '/project/$projectId/analytics',
  ads: '/project/$projectId/ads',
  search_console: '/project/$projectId/search',
} as const satisfies Record<TShownSource, string>;

const PAGE_KEYS = {
  analytics: {
    title: 'connections.analytics.title',
    description: 'connections.analytics.description',
    change: 'connections.analytics.change',
    showData: 'connections.analytics.showData',
  },
  ads: {
    title: 'connections.ads.title',
    description: 'connections.ads.description',
    change: 'connections.ads.change',
    showData: 'connections.ads.showData',
  },
  search_console: {
    title: 'connections.search.title',
    description: 'connections.search.description',
    change: 'connections.search.change',
    showData: 'connections.search.showData',
  },
} as const satisfies Record<TShownSource, Record<string, string>>;

/**
 * Steps 2 and 3 of each source: what to read through the chosen connection (a GA4 property, an
 * Ads client account), then saving it. A new source adds its step here.
 */
const CHOOSERS = {
  analytics: AnalyticsPropertyStep,
  ads: AdsAccountStep,
  search_console: SearchConsoleSiteStep,
} as const satisfies Record<TShownSource, ComponentType<SourceChooserProps>>;

export type ConnectSourcePageProps = {
  project: TProject;
  kind: TShownSource;
  /** The project changed (saved here, or a sync ended): refresh what shows it elsewhere. */
  onProjectChanged: (projectUid: string, project?: TProject) => void;
  /** Sets the project's currency and time zone to the chosen source's. */
  onAdopt: AdoptSourceSettings;
};

/**
 * A connect flow: the source's sync (progress, freshness, last error) once there is one; for
 * editors and owners the steps: Google account → what to read → save. Viewers see the state only.
 */
export const ConnectSourcePage = ({
  project,
  kind,
  onProjectChanged,
  onAdopt,
}: ConnectSourcePageProps) => {
  const { t } = useTranslation();
  const userUid = useSignedInUid();
  const status = useSyncStatus(userUid, project.uid);
  const connections = useConnections(userUid);
  const { outcome, dismiss } = useConnectOutcome();
  const consent = useStartGoogleConnection();
  const canEdit = canDoOnProject(project.role, 'edit');
  const Chooser = CHOOSERS[kind];
  const source = status.data?.[kind] ?? null;
  // The source reads through one of the user's own connections: they may disconnect it here.
  const ownConnection = connections.data?.connections.find(
    (connection) => connection.id === source?.connectionId && connection.status === 'active',
  );
  const [isChoosing, setChoosing] = useState(false);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const [shouldFocusPanel, setFocusPanel] = useState(false);

  // When a run ends, the project's state (connecting → connected) changed too.
  const refreshProject = useCallback(
    () => onProjectChanged(project.uid),
    [onProjectChanged, project.uid],
  );
  useSyncEnded(isSyncActive(status.data), refreshProject);

  useEffect(() => {
    if (shouldFocusPanel && panelHeading.current) {
      panelHeading.current.focus();
      setFocusPanel(false);
    }
  }, [shouldFocusPanel, source]);

  const reconnect = () =>
    consent.mutate({ projectUid: project.uid, body: { returnTo: RETURN_SCREEN_OF[kind] } });
  const onSaved = useCallback(
    (saved: TProject) => {
      onProjectChanged(saved.uid, saved);
      setChoosing(false);
      setFocusPanel(true);
      // "Now choose what this project should read" has been done: the notice goes.
      dismiss();
    },
    [onProjectChanged, dismiss],
  );

  const showSteps = canEdit && status.isSuccess && (source === null || isChoosing);
  return (
    <>
      <BackToDashboard project={project} />
      <PageHeader title={t(PAGE_KEYS[kind].title)} description={t(PAGE_KEYS[kind].description)} />
      {outcome ? <ConnectOutcomeNotice outcome={outcome.outcome} onDismiss={dismiss} /> : null}
      {status.isPending ? (
        <CardSkeleton />
      ) : status.isError ? (
        <ErrorState
          title={t('connections.statusError.title')}
          description={t('connections.statusError.description')}
          retryLabel={t('connections.retry')}
          onRetry={() => void status.refetch()}
          isRetrying={status.isFetching}
        />
      ) : (
        <div className="space-y-6">
          {source ? (
            <SourceSyncPanel
              ref={panelHeading}
              source={source}
              canEdit={canEdit}
              onReconnect={reconnect}
              isReconnecting={consent.isPending || consent.isSuccess}
              onChooseAnother={() => setChoosing(true)}
              syncAction={
                canEdit && source.connectionStatus === 'active' ? (
                  <SyncNowButton
                    projectUid={project.uid}
                    onStarted={() => onProjectChanged(project.uid)}
                  />
                ) : null
              }
            />
          ) : canEdit ? null : (
            <NotConnectedNotice kind={kind} />
          )}
          {source?.dataTo && !isChoosing ? (
            <Link
              to={DASHBOARD_OF[kind]}
              params={{ projectId: project.uid }}
              data-testid="show-data"
              className={buttonClasses('primary', 'md')}
            >
              {t(PAGE_KEYS[kind].showData)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
          {canEdit ? null : (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="viewer-note">
              {t('connections.viewerNote')}
            </p>
          )}
          {canEdit && source && !isChoosing ? (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                onClick={() => setChoosing(true)}
                data-testid="change-source"
              >
                {t(PAGE_KEYS[kind].change)}
              </Button>
              {ownConnection ? <DisconnectDialog connection={ownConnection} /> : null}
            </div>
          ) : null}
          {showSteps ? (
            <>
              <GoogleAccountStep
                projectUid={project.uid}
                returnTo={RETURN_SCREEN_OF[kind]}
                selectedId={connectionId}
                preferredId={outcome?.outcome === 'connected' ? outcome.connectionId : null}
                onSelect={setConnectionId}
              />
              {connectionId ? (
                <Chooser
                  key={connectionId}
                  project={project}
                  connectionId={connectionId}
                  currentExternalId={source?.externalId ?? null}
                  onSaved={onSaved}
                  onAdopt={onAdopt}
                />
              ) : null}
            </>
          ) : null}
        </div>
      )}
    </>
  );
};
