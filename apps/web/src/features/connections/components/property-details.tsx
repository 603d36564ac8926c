import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalyticsProperty } from '@/features/connections/api/get-analytics-property';
import { connectionErrorKey } from '@/features/connections/lib/connection-errors';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { InlineError } from './inline-error';
import { SettingsMismatch, type AdoptSourceSettings } from './settings-mismatch';

/**
 * The chosen property as Google describes it: time zone, currency, and whether the Data API will
 * read it for this connection (a listed property can still be refused; then it cannot be saved).
 */
export const PropertyDetails = ({
  projectUid,
  connectionId,
  propertyId,
  onReadable,
  project,
  onAdopt,
}: {
  projectUid: string;
  /** The project's settings, to say when the property's differ. */
  project: { currency: string; timeZone: string };
  onAdopt: AdoptSourceSettings;
  connectionId: string;
  propertyId: string;
  onReadable: (isReadable: boolean) => void;
}) => {
  const { t } = useTranslation();
  const property = useAnalyticsProperty(useSignedInUid(), projectUid, connectionId, propertyId);
  const isReadable = property.data?.isReadable ?? false;
  useEffect(() => onReadable(isReadable), [isReadable, onReadable]);

  if (property.isPending) {
    return (
      <div role="status" aria-busy="true" className="mt-5 space-y-2">
        <span className="sr-only">{t('connections.analytics.details.checking')}</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (property.isError) {
    return (
      <div className="mt-5">
        <InlineError
          message={t(connectionErrorKey(property.error))}
          onRetry={() => void property.refetch()}
          isRetrying={property.isFetching}
        />
      </div>
    );
  }
  const details = property.data;
  const unknown = t('connections.analytics.details.unknown');
  return (
    <section
      aria-label={t('connections.analytics.details.label', { name: details.displayName })}
      data-testid="property-details"
      className="mt-5 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('connections.analytics.details.timeZone')}
          </dt>
          <dd className="mt-0.5 text-slate-900 dark:text-white" data-testid="property-time-zone">
            {details.timeZone?.replaceAll('_', ' ') ?? unknown}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('connections.analytics.details.currency')}
          </dt>
          <dd className="mt-0.5 text-slate-900 dark:text-white" data-testid="property-currency">
            {details.currency ?? unknown}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('connections.analytics.details.access')}
          </dt>
          <dd
            className="mt-0.5 flex items-center gap-1.5 font-medium"
            data-testid="property-readability"
            data-readable={details.isReadable}
          >
            {details.isReadable ? (
              <>
                <CheckCircle2
                  aria-hidden="true"
                  className="size-4 text-emerald-700 dark:text-emerald-400"
                />
                <span className="text-emerald-800 dark:text-emerald-300">
                  {t('connections.analytics.details.readable')}
                </span>
              </>
            ) : (
              <>
                <XCircle aria-hidden="true" className="size-4 text-red-700 dark:text-red-400" />
                <span className="text-red-800 dark:text-red-300">
                  {t('connections.analytics.details.notReadable')}
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <SettingsMismatch
        kind="analytics"
        project={project}
        source={{ currency: details.currency, timeZone: details.timeZone }}
        onAdopt={onAdopt}
      />
      {details.isReadable ? null : (
        <div
          role="alert"
          className="mt-4 rounded-md bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <p>{t('connections.analytics.details.notReadableWhy')}</p>
          {details.unreadableReason ? (
            <p className="mt-1 text-red-800 dark:text-red-200" data-testid="unreadable-reason">
              {t('connections.analytics.details.googleSaid', {
                reason: details.unreadableReason,
              })}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
};
