import type { TAdsAccessibleCustomer, TAdsCustomer } from '@kampa/contracts/ads/ads-accounts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCustomerId, matchesSearch } from '@/features/connections/lib/connection-errors';
import { ChoiceOption } from './choice-option';
import { SearchBox } from './search-box';

/** More accounts than this and the list gets a search box. */
export const ADS_SEARCH_THRESHOLD = 8;

/** A client account as chosen: read through the manager above it, if any. */
export type ChosenAdsAccount = { customer: TAdsCustomer; loginCustomerId: string | null };

const matches = (query: string, customer: TAdsCustomer) =>
  matchesSearch(
    query,
    customer.descriptiveName,
    customer.customerId,
    formatCustomerId(customer.customerId),
  );

/** Each manager keeps the clients that match (or all of them, when the manager itself does). */
const filterCustomers = (customers: TAdsAccessibleCustomer[], query: string) =>
  customers
    .map((customer) => ({
      ...customer,
      clients: matches(query, customer)
        ? customer.clients
        : customer.clients.filter((client) => matches(query, client)),
    }))
    .filter((customer) => matches(query, customer) || customer.clients.length > 0);

const count = (list: TAdsAccessibleCustomer[]) =>
  list.reduce((sum, customer) => sum + 1 + customer.clients.length, 0);

/**
 * The Ads accounts as one radio group: each manager with its client accounts indented below it.
 * A manager (at any level) is shown but cannot be chosen, and says why.
 */
export const AdsAccountList = ({
  customers,
  chosen,
  currentCustomerId,
  onChoose,
}: {
  customers: TAdsAccessibleCustomer[];
  chosen: ChosenAdsAccount | null;
  currentCustomerId: string | null;
  onChoose: (chosen: ChosenAdsAccount) => void;
}) => {
  const { t } = useTranslation();
  const name = useId();
  const [query, setQuery] = useState('');
  const shown = filterCustomers(customers, query);

  const option = (customer: TAdsCustomer, loginCustomerId: string | null) => (
    <ChoiceOption
      key={`${loginCustomerId ?? ''}:${customer.customerId}`}
      name={name}
      value={customer.customerId}
      isChecked={
        chosen?.customer.customerId === customer.customerId &&
        chosen.loginCustomerId === loginCustomerId
      }
      onChoose={() => onChoose({ customer, loginCustomerId })}
      testId={`ads-account-${customer.customerId}`}
      title={customer.descriptiveName || formatCustomerId(customer.customerId)}
      detail={t(
        customer.customerId === currentCustomerId
          ? 'connections.ads.account.idCurrent'
          : 'connections.ads.account.id',
        { id: formatCustomerId(customer.customerId) },
      )}
      disabledReason={customer.isManager ? t('connections.ads.account.managerWhy') : null}
    />
  );

  return (
    <>
      {count(customers) > ADS_SEARCH_THRESHOLD ? (
        <SearchBox
          label={t('connections.ads.account.search')}
          value={query}
          onChange={setQuery}
          resultText={t('connections.searchResult', {
            shown: count(shown),
            total: count(customers),
          })}
        />
      ) : null}
      <fieldset>
        <legend className="sr-only">{t('connections.ads.account.legend')}</legend>
        <div className="space-y-4">
          {shown.map((customer) =>
            customer.isManager ? (
              <div
                key={customer.customerId}
                role="group"
                aria-label={t('connections.ads.account.managerGroup', {
                  name: customer.descriptiveName,
                })}
                data-testid={`ads-manager-${customer.customerId}`}
                className="space-y-2"
              >
                {option(customer, null)}
                {customer.clients.length > 0 ? (
                  <div className="ml-4 grid gap-2 border-l-2 border-slate-200 pl-4 sm:grid-cols-2 dark:border-slate-800">
                    {customer.clients.map((client) => option(client, customer.customerId))}
                  </div>
                ) : (
                  <p className="ml-4 text-sm text-slate-600 dark:text-slate-400">
                    {t('connections.ads.account.noClients')}
                  </p>
                )}
              </div>
            ) : (
              <div key={customer.customerId} className="grid gap-2 sm:grid-cols-2">
                {option(customer, null)}
              </div>
            ),
          )}
        </div>
      </fieldset>
    </>
  );
};
