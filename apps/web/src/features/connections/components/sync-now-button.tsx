import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useStartSync } from '@/features/connections/api/start-sync';
import { connectionErrorKey } from '@/features/connections/lib/connection-errors';
import { isApiError } from '@/lib/api-client';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { useFormat } from '@/lib/format';

/**
 * "Sync now" (editors and owners): re-reads the last days of every connected source. The API allows
 * it once a minute per project; when it says no, the button says when it may be tried again and
 * stays disabled until then.
 */
export const SyncNowButton = ({
  projectUid,
  onStarted,
}: {
  projectUid: string;
  onStarted?: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormat();
  const sync = useStartSync(useSignedInUid());
  const [blockedUntil, setBlockedUntil] = useState<Date | null>(null);

  useEffect(() => {
    if (!blockedUntil) return;
    const timer = setTimeout(
      () => setBlockedUntil(null),
      Math.max(0, blockedUntil.getTime() - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [blockedUntil]);

  const start = () =>
    sync.mutate(projectUid, {
      onSuccess: () => onStarted?.(),
      onError: (error) => {
        if (isApiError(error, 'rate_limited')) {
          setBlockedUntil(new Date(Date.now() + (error.retryAfterSeconds ?? 60) * 1000));
        }
      },
    });

  const message = blockedUntil
    ? t('connections.syncNow.tooSoon', {
        time: format.date(blockedUntil, { timeStyle: 'short' }),
      })
    : sync.isError && !isApiError(sync.error, 'rate_limited')
      ? t(connectionErrorKey(sync.error))
      : sync.isSuccess
        ? t('connections.syncNow.started')
        : null;

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button
        variant="secondary"
        size="sm"
        onClick={start}
        isLoading={sync.isPending}
        disabled={blockedUntil !== null}
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        data-testid="sync-now"
      >
        {t('connections.syncNow.label')}
      </Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {message}
      </p>
    </div>
  );
};
