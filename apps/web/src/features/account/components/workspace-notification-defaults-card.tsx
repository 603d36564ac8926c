import type { TNotificationLanguage } from '@kampa/contracts/notifications/notification-preferences';
import type { TWorkspaceNotificationDefaults } from '@kampa/contracts/notifications/workspace-notification-defaults';
import { Link } from '@tanstack/react-router';
import { BellRing } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { CardSkeleton } from '@/components/ui/skeleton';
import {
  useSaveWorkspaceNotificationDefaults,
  useWorkspaceNotificationDefaults,
} from '@/features/account/api/notifications';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { SeverityBoxes } from './severity-boxes';

/** The form over the server's answer; read-only for whoever may not change it. */
export const WorkspaceNotificationDefaultsForm = ({
  value,
  isSaving,
  onSave,
}: {
  value: TWorkspaceNotificationDefaults;
  isSaving: boolean;
  onSave: (body: Pick<TWorkspaceNotificationDefaults, 'alertEmails' | 'language'>) => void;
}) => {
  const { t } = useTranslation();
  const [alertEmails, setAlertEmails] = useState(value.alertEmails);
  const [language, setLanguage] = useState<TNotificationLanguage | null>(value.language);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ alertEmails, language });
  };
  return (
    <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
      <SeverityBoxes
        legend={t('account.workspaceDefaults.alertEmails')}
        value={alertEmails}
        disabled={!value.canEdit}
        onChange={setAlertEmails}
      />
      <FormField label={t('account.workspaceDefaults.language')}>
        {(control) => (
          <Select
            {...control}
            className="sm:w-72"
            value={language ?? ''}
            disabled={!value.canEdit}
            data-testid="workspace-defaults-language"
            onChange={(event) => {
              const chosen = event.target.value;
              setLanguage(isLanguage(chosen) ? chosen : null);
            }}
          >
            <option value="">{t('account.workspaceDefaults.bothLanguages')}</option>
            {SUPPORTED_LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {value.canEdit ? (
        <Button type="submit" isLoading={isSaving} data-testid="workspace-defaults-save">
          {t('account.workspaceDefaults.save')}
        </Button>
      ) : null}
    </form>
  );
};

/**
 * A workspace's notification defaults on its page: the alert e-mails and their language for its
 * people who have not chosen their own notifications (on the account page); its owner and
 * managers change them, everyone else sees what applies to them.
 */
export const WorkspaceNotificationDefaultsCard = ({
  userUid,
  workspaceUid,
}: {
  userUid: string;
  workspaceUid: string;
}) => {
  const { t } = useTranslation();
  const defaults = useWorkspaceNotificationDefaults(userUid, workspaceUid);
  const save = useSaveWorkspaceNotificationDefaults(userUid, workspaceUid);
  return (
    <Card className="p-5 sm:p-6" data-testid="workspace-notification-defaults">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <BellRing aria-hidden="true" className="size-5" />
        {t('account.workspaceDefaults.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('account.workspaceDefaults.description')}{' '}
        <Link to="/account" className="text-indigo-700 underline dark:text-indigo-300">
          {t('account.workspaceDefaults.ownLink')}
        </Link>
      </p>
      {defaults.isPending ? (
        <CardSkeleton className="mt-4 h-32" />
      ) : defaults.isError ? (
        <ErrorState
          title={t('account.notifications.errorTitle')}
          description={t('account.notifications.errorDescription')}
          retryLabel={t('account.error.retry')}
          onRetry={() => void defaults.refetch()}
          isRetrying={defaults.isFetching}
        />
      ) : (
        <WorkspaceNotificationDefaultsForm
          key={`${defaults.data.isSaved}-${JSON.stringify(defaults.data.alertEmails)}-${defaults.data.language}`}
          value={defaults.data}
          isSaving={save.isPending}
          onSave={(body) =>
            save.mutate(body, {
              onSuccess: () => toast.success(t('account.workspaceDefaults.saved')),
              onError: () => toast.error(t('account.notifications.saveFailed')),
            })
          }
        />
      )}
    </Card>
  );
};
