import type { TGoogleConnection } from '@kampa/contracts/connections/connection';
import { Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useDeleteConnection } from '@/features/connections/api/delete-connection';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { toast } from '@/lib/toast';

/**
 * "Disconnect" for one of the user's Google accounts: says which projects stop syncing (their data
 * stays), then revokes Kampa's access at Google.
 */
export const DisconnectDialog = ({ connection }: { connection: TGoogleConnection }) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const disconnect = useDeleteConnection(useSignedInUid());
  const account = connection.googleEmail ?? t('connections.account.unnamed');

  // Awaited rather than `mutate(…, { onSuccess })`: once disconnected, the screen that holds this
  // dialog may no longer show it (the refreshed data drops the connection), and the message must
  // still be said.
  const onConfirm = async () => {
    try {
      await disconnect.mutateAsync(connection.id);
    } catch {
      return; // shown in the dialog
    }
    toast.success(t('connections.disconnect.done', { account }));
    setIsOpen(false);
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) disconnect.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          icon={<Unplug aria-hidden="true" className="size-4" />}
          data-testid="disconnect-google"
          aria-label={t('connections.disconnect.openFor', { account })}
        >
          {t('connections.disconnect.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        data-testid="disconnect-dialog"
        title={t('connections.disconnect.title', { account })}
        description={t('connections.disconnect.description')}
        closeLabel={t('connections.disconnect.close')}
      >
        {connection.projects.length > 0 ? (
          <div className="mt-4 text-sm text-slate-800 dark:text-slate-200">
            <p>{t('connections.disconnect.stops', { count: connection.projects.length })}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="disconnect-projects">
              {connection.projects.map((project) => (
                <li key={project.uid} className="wrap-anywhere">
                  {project.name}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-800 dark:text-slate-200">
            {t('connections.disconnect.unused')}
          </p>
        )}
        {disconnect.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
            {t('connections.disconnect.error')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('connections.disconnect.cancel')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            isLoading={disconnect.isPending}
            onClick={() => void onConfirm()}
            data-testid="disconnect-confirm"
          >
            {t('connections.disconnect.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
};
