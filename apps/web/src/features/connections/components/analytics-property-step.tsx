import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnalyticsAccounts } from '@/features/connections/api/list-analytics-accounts';
import { useSaveSource } from '@/features/connections/api/save-source';
import { matchesSearch } from '@/features/connections/lib/connection-errors';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { ChoiceOption } from './choice-option';
import { PropertyDetails } from './property-details';
import { SearchBox } from './search-box';
import type { SourceChooserProps } from './source-chooser-props';
import { SourceChoiceStep } from './source-choice-step';

/** More properties than this and the list gets a search box. */
export const PROPERTY_SEARCH_THRESHOLD = 8;

type Chosen = { accountId: string; propertyId: string };

/** Steps 2 and 3 for Google Analytics: the account's property, its details, then save. */
export const AnalyticsPropertyStep = ({
  project,
  connectionId,
  currentExternalId,
  onSaved,
  onAdopt,
}: SourceChooserProps) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const name = useId();
  const accounts = useAnalyticsAccounts(uid, project.uid, connectionId);
  const save = useSaveSource(uid, 'analytics');
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
    <SourceChoiceStep
      title={t('connections.analytics.property.title')}
      description={t('connections.analytics.property.description')}
      testId="step-property"
      options={accounts}
      isEmpty={total === 0}
      emptyText={t('connections.analytics.property.none')}
      list={() => (
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
                        property.propertyId === currentExternalId
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
      details={
        chosen ? (
          <PropertyDetails
            key={chosen.propertyId}
            projectUid={project.uid}
            connectionId={connectionId}
            propertyId={chosen.propertyId}
            onReadable={setReadable}
            project={project}
            onAdopt={onAdopt}
          />
        ) : null
      }
      save={{
        mutation: save,
        variables:
          chosen && isReadable
            ? { projectUid: project.uid, body: { connectionId, ...chosen } }
            : null,
        hint:
          chosen === null
            ? t('connections.analytics.save.chooseFirst')
            : isReadable
              ? t('connections.analytics.save.ready')
              : t('connections.analytics.save.notReadable'),
        onSaved,
      }}
    />
  );
};
