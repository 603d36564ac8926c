import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useConnections } from '@/features/connections/api/list-connections';
import { DisconnectDialog } from './disconnect-dialog';

/**
 * The Google accounts the signed-in person connected, with the projects that read through each,
 * and "Disconnect" for each (for the account page).
 */
export const YourConnections = ({ userUid }: { userUid: string }) => {
  const { t } = useTranslation();
  const connections = useConnections(userUid);
  if (connections.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('connections.yours.loading')}
        className="space-y-2"
      >
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (connections.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('connections.yours.error')}
      </p>
    );
  }
  if (connections.data.connections.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('connections.yours.none')}</p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="your-connections">
      {connections.data.connections.map((connection) => (
        <li
          key={connection.id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
          data-testid="your-connection"
        >
          <div className="min-w-0 text-sm">
            <p className="font-medium wrap-anywhere text-slate-900 dark:text-white">
              {connection.googleEmail ?? t('connections.account.unnamed')}
            </p>
            <p className="mt-0.5 text-slate-600 dark:text-slate-400">
              {connection.projects.length > 0
                ? t('connections.yours.usedBy', {
                    projects: connection.projects.map((project) => project.name).join(', '),
                  })
                : t('connections.yours.unused')}
            </p>
            {connection.status !== 'active' ? (
              <p className="mt-0.5 text-amber-800 dark:text-amber-300">
                {t('connections.yours.needsReconnect')}
              </p>
            ) : null}
          </div>
          <div className="shrink-0">
            <DisconnectDialog connection={connection} />
          </div>
        </li>
      ))}
    </ul>
  );
};
