import type { TProject } from '@kampa/contracts/project/project';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalyticsAccounts } from '@/features/connections/api/list-analytics-accounts';
import { useUpdateAnalyticsSettings } from '@/features/connections/api/update-analytics-settings';
import { connectionErrorKey, matchesSearch } from '@/features/connections/lib/connection-errors';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { ChoiceOption } from './choice-option';
import { ConnectStep } from './connect-step';
import { InlineError } from './inline-error';
import { PropertyDetails } from './property-details';
import { SaveStep } from './save-step';
import type { AdoptSourceSettings } from './settings-mismatch';
import { SearchBox } from './search-box';

/** More properties than this and the list gets a search box. */
export const PROPERTY_SEARCH_THRESHOLD = 8;

type Chosen = { accountId: string; propertyId: string };

/** Steps 2 and 3 for Google Analytics: the account's property, its details, then save. */
export const AnalyticsPropertyStep = ({
  projectUid,
  connectionId,
  currentPropertyId,
  onSaved,
  project,
  onAdopt,
}: {
  project: { currency: string; timeZone: string };
  onAdopt: AdoptSourceSettings;
  projectUid: string;
  connectionId: string;
  currentPropertyId: string | null;
  onSaved: (project: TProject) => void;
}) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const name = useId();
  const accounts = useAnalyticsAccounts(uid, projectUid, connectionId);
  const save = useUpdateAnalyticsSettings(uid);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [isReadable, setReadable] = useState(false);

  const all = accounts.data?.accounts ?? [];
  const total = all.reduce((sum, account) => sum + account.properties.length, 0);
  const shown = all
    .map((account) => ({
      ...account,
      properties: account.properties.filter((property) =>
        matchesSearch(query, property.displayName, property.propertyId, account.displayName),
      ),
    }))
    .filter((account) => account.properties.length > 0);
  const shownCount = shown.reduce((sum, account) => sum + account.properties.length, 0);

  const choose = (accountId: string, propertyId: string) => {
    setChosen({ accountId, propertyId });
    setReadable(false);
    save.reset();
  };

  return (
    <>
      <ConnectStep
        step={2}
        title={t('connections.analytics.property.title')}
        description={t('connections.analytics.property.description')}
        testId="step-property"
      >
        {accounts.isPending ? (
          <div role="status" aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : accounts.isError ? (
          <InlineError
            message={t(connectionErrorKey(accounts.error))}
            onRetry={() => void accounts.refetch()}
            isRetrying={accounts.isFetching}
          />
        ) : total === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('connections.analytics.property.none')}
          </p>
        ) : (
          <>
            {total > PROPERTY_SEARCH_THRESHOLD ? (
              <SearchBox
                label={t('connections.analytics.property.search')}
                value={query}
                onChange={setQuery}
                resultText={t('connections.searchResult', { shown: shownCount, total })}
              />
            ) : null}
            <div className="space-y-5">
              {shown.map((account) => (
                <fieldset key={account.accountId}>
                  <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
                    {t('connections.analytics.property.account', {
                      name: account.displayName,
                      id: account.accountId,
                    })}
                  </legend>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {account.properties.map((property) => (
                      <ChoiceOption
                        key={property.propertyId}
                        name={name}
                        value={property.propertyId}
                        isChecked={chosen?.propertyId === property.propertyId}
                        onChoose={() => choose(account.accountId, property.propertyId)}
                        testId={`property-${property.propertyId}`}
                        title={property.displayName}
                        detail={
                          property.propertyId === currentPropertyId
                            ? t('connections.analytics.property.idCurrent', {
                                id: property.propertyId,
                              })
                            : t('connections.analytics.property.id', { id: property.propertyId })
                        }
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          </>
        )}
        {chosen ? (
          <PropertyDetails
            key={chosen.propertyId}
            projectUid={projectUid}
            connectionId={connectionId}
            propertyId={chosen.propertyId}
            onReadable={setReadable}
            project={project}
            onAdopt={onAdopt}
          />
        ) : null}
      </ConnectStep>
      <SaveStep
        canSave={chosen !== null && isReadable}
        hint={
          chosen === null
            ? t('connections.analytics.save.chooseFirst')
            : isReadable
              ? t('connections.analytics.save.ready')
              : t('connections.analytics.save.notReadable')
        }
        isSaving={save.isPending}
        error={save.isError ? t(connectionErrorKey(save.error)) : null}
        onSave={() => {
          if (!chosen) return;
          // Awaited, not `mutate(…, { onSuccess })`: the saved source's panel replaces this step
          // as soon as its status arrives, and `onSaved` must still run.
          save
            .mutateAsync({ projectUid, body: { connectionId, ...chosen } })
            .then(onSaved, () => undefined); // the error is shown from `save.error`
        }}
      />
    </>
  );
};
