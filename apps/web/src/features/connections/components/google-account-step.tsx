import type { TConnectReturnScreen } from '@kampa/contracts/connections/connection';
import { Plus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useConnections } from '@/features/connections/api/list-connections';
import { useStartGoogleConnection } from '@/features/connections/api/start-google-connection';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { ChoiceOption } from './choice-option';
import { ConnectStep } from './connect-step';
import { DisconnectDialog } from './disconnect-dialog';
import { InlineError } from './inline-error';

export type GoogleAccountStepProps = {
  projectUid: string;
  returnTo: TConnectReturnScreen;
  selectedId: string | null;
  /** The connection just made (from the consent's return), chosen for the user. */
  preferredId: string | null;
  onSelect: (connectionId: string) => void;
};

/** Step 1: one of the user's Google connections, or a new one through Google's consent. */
export const GoogleAccountStep = ({
  projectUid,
  returnTo,
  selectedId,
  preferredId,
  onSelect,
}: GoogleAccountStepProps) => {
  const { t } = useTranslation();
  const name = useId();
  const connections = useConnections(useSignedInUid());
  const consent = useStartGoogleConnection();
  const usable = connections.data?.connections.filter((c) => c.status === 'active') ?? [];

  // The account just connected, or the only usable one, is chosen without asking.
  const automatic =
    usable.find((connection) => connection.id === preferredId) ??
    (usable.length === 1 ? usable[0] : undefined);
  useEffect(() => {
    if (selectedId === null && automatic) onSelect(automatic.id);
  }, [selectedId, automatic, onSelect]);

  const list = connections.data?.connections ?? [];
  return (
    <ConnectStep
      step={1}
      title={t('connections.account.title')}
      description={t('connections.account.description')}
      testId="step-google-account"
    >
      {connections.isPending ? (
        <div role="status" aria-busy="true" className="space-y-2">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-14 w-full" />
        </div>
      ) : connections.isError ? (
        <InlineError
          message={t('connections.account.loadError')}
          onRetry={() => void connections.refetch()}
          isRetrying={connections.isFetching}
        />
      ) : list.length > 0 ? (
        <fieldset>
          <legend className="sr-only">{t('connections.account.legend')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {list.map((connection) => (
              <div key={connection.id} className="flex flex-col gap-1">
                <ChoiceOption
                  name={name}
                  value={connection.id}
                  isChecked={connection.id === selectedId}
                  onChoose={onSelect}
                  testId="google-account-option"
                  title={connection.googleEmail ?? t('connections.account.unnamed')}
                  detail={
                    connection.projects.length > 0
                      ? t('connections.account.usedBy', { count: connection.projects.length })
                      : t('connections.account.unused')
                  }
                  disabledReason={
                    connection.status === 'active' ? null : t('connections.account.reconnectNeeded')
                  }
                />
                <div className="flex justify-end">
                  <DisconnectDialog connection={connection} />
                </div>
              </div>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('connections.account.none')}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          variant={list.length > 0 ? 'secondary' : 'primary'}
          icon={<Plus aria-hidden="true" className="size-4" />}
          isLoading={consent.isPending || consent.isSuccess}
          onClick={() => consent.mutate({ projectUid, body: { returnTo } })}
          data-testid="connect-google"
        >
          {t('connections.account.connect')}
        </Button>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('connections.account.connectHint')}
        </p>
      </div>
      {consent.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {t('connections.account.startError')}
        </p>
      ) : null}
    </ConnectStep>
  );
};
