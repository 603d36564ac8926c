import type { TProject } from '@kampa/contracts/project/project';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdsAccounts } from '@/features/connections/api/list-ads-accounts';
import { useUpdateAdsSettings } from '@/features/connections/api/update-ads-settings';
import { connectionErrorKey, formatCustomerId } from '@/features/connections/lib/connection-errors';
import { useSignedInUid } from '@/lib/auth/use-signed-in-uid';
import { AdsAccountDetails } from './ads-account-details';
import { AdsAccountList, type ChosenAdsAccount } from './ads-account-list';
import { ConnectStep } from './connect-step';
import { InlineError } from './inline-error';
import { SaveStep } from './save-step';
import { SettingsMismatch, type AdoptSourceSettings } from './settings-mismatch';

/** Steps 2 and 3 for Google Ads: a client account (managers expanded to theirs), then save. */
export const AdsAccountStep = ({
  projectUid,
  connectionId,
  currentCustomerId,
  onSaved,
  project,
  onAdopt,
}: {
  project: { currency: string; timeZone: string };
  onAdopt: AdoptSourceSettings;
  projectUid: string;
  connectionId: string;
  currentCustomerId: string | null;
  onSaved: (project: TProject) => void;
}) => {
  const { t } = useTranslation();
  const uid = useSignedInUid();
  const accounts = useAdsAccounts(uid, projectUid, connectionId);
  const save = useUpdateAdsSettings(uid);
  const [chosen, setChosen] = useState<ChosenAdsAccount | null>(null);
  const customers = accounts.data?.customers ?? [];

  return (
    <>
      <ConnectStep
        step={2}
        title={t('connections.ads.account.title')}
        description={t('connections.ads.account.description')}
        testId="step-ads-account"
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
        ) : customers.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('connections.ads.account.none')}
          </p>
        ) : (
          <AdsAccountList
            customers={customers}
            chosen={chosen}
            currentCustomerId={currentCustomerId}
            onChoose={(next) => {
              setChosen(next);
              save.reset();
            }}
          />
        )}
        {chosen ? (
          <>
            <AdsAccountDetails chosen={chosen} managers={customers} />
            <SettingsMismatch
              kind="ads"
              project={project}
              source={{ currency: chosen.customer.currency, timeZone: chosen.customer.timeZone }}
              onAdopt={onAdopt}
            />
          </>
        ) : null}
      </ConnectStep>
      <SaveStep
        canSave={chosen !== null}
        hint={
          chosen === null
            ? t('connections.ads.save.chooseFirst')
            : t('connections.ads.save.ready', {
                name:
                  chosen.customer.descriptiveName || formatCustomerId(chosen.customer.customerId),
              })
        }
        isSaving={save.isPending}
        error={save.isError ? t(connectionErrorKey(save.error)) : null}
        onSave={() => {
          if (!chosen) return;
          const { customer, loginCustomerId } = chosen;
          // Awaited, not `mutate(…, { onSuccess })`: the saved source's panel replaces this step
          // as soon as its status arrives, and `onSaved` must still run.
          save
            .mutateAsync({
              projectUid,
              body: {
                connectionId,
                customerId: customer.customerId,
                ...(loginCustomerId ? { loginCustomerId } : {}),
              },
            })
            .then(onSaved, () => undefined); // the error is shown from `save.error`
        }}
      />
    </>
  );
};
