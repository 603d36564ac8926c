import type { TAdsAccessibleCustomer } from '@kampa/contracts/ads/ads-accounts';
import { useTranslation } from 'react-i18next';
import { formatCustomerId } from '@/features/connections/lib/connection-errors';
import type { ChosenAdsAccount } from './ads-account-list';

/** The chosen client account: its currency, time zone and the manager it is read through. */
export const AdsAccountDetails = ({
  chosen,
  managers,
}: {
  chosen: ChosenAdsAccount;
  managers: TAdsAccessibleCustomer[];
}) => {
  const { t } = useTranslation();
  const unknown = t('connections.analytics.details.unknown');
  const manager = managers.find((customer) => customer.customerId === chosen.loginCustomerId);
  return (
    <section
      aria-label={t('connections.ads.details.label', {
        name: chosen.customer.descriptiveName || formatCustomerId(chosen.customer.customerId),
      })}
      data-testid="ads-account-details"
      className="mt-5 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('connections.analytics.details.timeZone')}
          </dt>
          <dd className="mt-0.5 text-slate-900 dark:text-white">
            {chosen.customer.timeZone?.replaceAll('_', ' ') ?? unknown}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('connections.analytics.details.currency')}
          </dt>
          <dd className="mt-0.5 text-slate-900 dark:text-white">
            {chosen.customer.currency ?? unknown}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
            {t('connections.ads.details.through')}
          </dt>
          <dd className="mt-0.5 text-slate-900 dark:text-white" data-testid="ads-login-customer">
            {manager
              ? t('connections.ads.details.manager', {
                  name: manager.descriptiveName,
                  id: formatCustomerId(manager.customerId),
                })
              : t('connections.ads.details.direct')}
          </dd>
        </div>
      </dl>
    </section>
  );
};
