import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdsAccounts } from '@/features/connections/api/list-ads-accounts';
import { useSaveSource } from '@/features/connections/api/save-source';
import { formatCustomerId } from '@/features/connections/lib/connection-errors';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { AdsAccountDetails } from './ads-account-details';
import { AdsAccountList, type ChosenAdsAccount } from './ads-account-list';
import { SettingsMismatch } from './settings-mismatch';
import type { SourceChooserProps } from './source-chooser-props';
import { SourceChoiceStep } from './source-choice-step';

/** Steps 2 and 3 for Google Ads: a client account (managers expanded to theirs), then save. */
export const AdsAccountStep = ({
  project,
  connectionId,
  currentExternalId,
  onSaved,
  onAdopt,
}: SourceChooserProps) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const accounts = useAdsAccounts(uid, project.uid, connectionId);
  const save = useSaveSource(uid, 'ads');
  const [chosen, setChosen] = useState<ChosenAdsAccount | null>(null);
  const customers = accounts.data?.customers ?? [];

  return (
    <SourceChoiceStep
      title={t('connections.ads.account.title')}
      description={t('connections.ads.account.description')}
      testId="step-ads-account"
      options={accounts}
      isEmpty={customers.length === 0}
      emptyText={t('connections.ads.account.none')}
      list={() => (
        <AdsAccountList
          customers={customers}
          chosen={chosen}
          currentCustomerId={currentExternalId}
          onChoose={(next) => {
            setChosen(next);
            save.reset();
          }}
        />
      )}
      details={
        chosen ? (
          <>
            <AdsAccountDetails chosen={chosen} managers={customers} />
            <SettingsMismatch
              kind="ads"
              project={project}
              source={{ currency: chosen.customer.currency, timeZone: chosen.customer.timeZone }}
              onAdopt={onAdopt}
            />
          </>
        ) : null
      }
      save={{
        mutation: save,
        variables: chosen && {
          projectUid: project.uid,
          body: {
            connectionId,
            customerId: chosen.customer.customerId,
            ...(chosen.loginCustomerId ? { loginCustomerId: chosen.loginCustomerId } : {}),
          },
        },
        hint: chosen
          ? t('connections.ads.save.ready', {
              name: chosen.customer.descriptiveName || formatCustomerId(chosen.customer.customerId),
            })
          : t('connections.ads.save.chooseFirst'),
        onSaved,
      }}
    />
  );
};
