import type {
  TNotificationPreferences,
  TSetNotificationPreferencesBody,
} from '@kampa/contracts/notifications/notification-preferences';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { CardSkeleton } from '@/components/ui/skeleton';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '@/features/account/api/notifications';
import {
  bodyOf,
  browserTimeZone,
  formStateOf,
  timeZoneOptions,
  type NotificationsFormState,
} from '@/features/account/lib/notifications-form';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { AccountSection } from './section';
import { Checkbox, SeverityBoxes } from './severity-boxes';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The form itself, over the server's answer (tested without the network). */
export const NotificationsForm = ({
  value,
  isSaving,
  onSave,
}: {
  value: TNotificationPreferences;
  isSaving: boolean;
  onSave: (body: TSetNotificationPreferencesBody) => void;
}) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<NotificationsFormState>(() =>
    formStateOf(value, {
      language: isLanguage(i18n.language) ? i18n.language : 'cs',
      timeZone: browserTimeZone(),
    }),
  );
  const update = (change: Partial<NotificationsFormState>) => setForm({ ...form, ...change });
  const updateProject = (
    uid: string,
    change: Partial<NotificationsFormState['projects'][number]>,
  ) =>
    update({
      projects: form.projects.map((project) =>
        project.uid === uid ? { ...project, ...change } : project,
      ),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(bodyOf(form));
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-6"
      aria-label={t('account.notifications.title')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('account.notifications.language')}>
          {(control) => (
            <Select
              {...control}
              value={form.language}
              onChange={(event) => {
                const language = event.target.value;
                if (isLanguage(language)) update({ language });
              }}
            >
              {SUPPORTED_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('account.notifications.timeZone')}
          hint={t('account.notifications.timeZoneHint')}
        >
          {(control) => (
            <Select
              {...control}
              value={form.timeZone}
              onChange={(event) => update({ timeZone: event.target.value })}
            >
              {timeZoneOptions(form.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="text-base font-semibold text-slate-900 dark:text-white">
          {t('account.notifications.digestTitle')}
        </legend>
        <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">
          {t('account.notifications.digestDescription')}
        </p>
        <Checkbox
          label={t('account.notifications.digestEnabled')}
          checked={form.digestEnabled}
          onChange={(digestEnabled) => update({ digestEnabled })}
        />
        <div className="sm:max-w-60">
          <FormField label={t('account.notifications.digestHour')}>
            {(control) => (
              <Select
                {...control}
                value={form.digestHour}
                disabled={!form.digestEnabled}
                onChange={(event) => update({ digestHour: Number(event.target.value) })}
              >
                {Array.from({ length: 24 }, (_, hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">
          {t('account.notifications.alertsTitle')}
        </h3>
        <p className="text-sm leading-6 text-slate-600 dark:text-slate-400">
          {t('account.notifications.alertsDescription')}
        </p>
        <SeverityBoxes
          legend={t('account.notifications.alertEmails')}
          value={form.alertEmails}
          onChange={(alertEmails) => update({ alertEmails })}
        />
      </div>

      <div className="flex flex-col gap-2">
        <h3
          id={`${id}-projects`}
          className="text-base font-semibold text-slate-900 dark:text-white"
        >
          {t('account.notifications.projectsTitle')}
        </h3>
        {form.projects.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('account.notifications.noProjects')}
          </p>
        ) : (
          <ul
            aria-labelledby={`${id}-projects`}
            className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
          >
            {form.projects.map((project) => {
              const isViewer = project.role === 'viewer';
              return (
                <li
                  key={project.uid}
                  className="flex flex-col gap-1 py-3"
                  data-testid="notification-project"
                >
                  <p className="text-sm font-medium break-words text-slate-900 dark:text-slate-100">
                    {project.name}{' '}
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      {project.websiteUrl}
                    </span>
                  </p>
                  <Checkbox
                    label={t('account.notifications.projectDigest', { name: project.name })}
                    checked={project.digest}
                    onChange={(digest) => updateProject(project.uid, { digest })}
                  />
                  <Checkbox
                    label={t('account.notifications.projectOwnAlerts', { name: project.name })}
                    checked={project.alertEmails !== null}
                    disabled={isViewer}
                    onChange={(isOwn) =>
                      updateProject(project.uid, { alertEmails: isOwn ? form.alertEmails : null })
                    }
                  />
                  {isViewer ? (
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {t('account.notifications.viewerNoAlerts')}
                    </p>
                  ) : project.alertEmails ? (
                    <div className="pl-6">
                      <SeverityBoxes
                        legend={t('account.notifications.projectAlertEmails', {
                          name: project.name,
                        })}
                        value={project.alertEmails}
                        onChange={(alertEmails) => updateProject(project.uid, { alertEmails })}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div>
        <Button type="submit" isLoading={isSaving}>
          {t('account.notifications.save')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The account page's "Notifications" card: the language of Kampa's e-mails, the daily digest
 * (on/off, hour, time zone), immediate alert e-mails per severity, and per project overrides.
 */
export const NotificationsSection = ({ userUid }: { userUid: string }) => {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences(userUid);
  const save = useSaveNotificationPreferences(userUid);
  return (
    <AccountSection
      id="notifications"
      title={t('account.notifications.title')}
      description={t('account.notifications.description')}
    >
      {preferences.isPending ? (
        <CardSkeleton />
      ) : preferences.isError ? (
        <ErrorState
          variant="section"
          title={t('account.notifications.errorTitle')}
          description={t('account.notifications.errorDescription')}
          retryLabel={t('account.error.retry')}
          isRetrying={preferences.isFetching}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <NotificationsForm
          value={preferences.data}
          isSaving={save.isPending}
          onSave={(body) =>
            save.mutate(body, {
              onSuccess: () => toast.success(t('account.notifications.saved')),
              onError: () => toast.error(t('account.notifications.saveFailed')),
            })
          }
        />
      )}
    </AccountSection>
  );
};
