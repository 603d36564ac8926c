import type { TAdsAccessibleCustomer, TAdsCustomer } from '@kampa/contracts/ads/ads-accounts';
import type { TListAdsAccountsResponse } from '@kampa/contracts/ads/list-ads-accounts';
import type { TUpdateAdsSettingsRequest } from '@kampa/contracts/ads/update-ads-settings';
import type { TProject } from '@kampa/contracts/project/project';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { resolveConnection, tokenSourceFor, type ConnectionDeps, askGoogle } from '../connections';
import { listAccessibleCustomers, searchStream, type AdsClient, GoogleApiError } from '../google';
import { requireProjectAccess } from '../access';
import { connectSource } from '../sources';
import type { SyncDeps } from '../sync';

type Row = Record<string, Record<string, unknown> | undefined>;

const customerOf = (row: Row, resource: 'customer' | 'customerClient'): TAdsCustomer => {
  const value = row[resource] ?? {};
  return {
    customerId: String(value.id ?? ''),
    descriptiveName: String(value.descriptiveName ?? ''),
    currency: typeof value.currencyCode === 'string' ? value.currencyCode : null,
    timeZone: typeof value.timeZone === 'string' ? value.timeZone : null,
    isManager: value.manager === true,
  };
};

const adsClient = (deps: ConnectionDeps, accessToken: string): AdsClient => ({
  baseUrl: deps.config.GOOGLE_ADS_URL,
  apiVersion: deps.config.GOOGLE_ADS_API_VERSION,
  developerToken: deps.config.GOOGLE_ADS_DEVELOPER_TOKEN,
  accessToken,
});

/** The accounts a Google login reaches: each directly accessible one, managers with their clients. */
const readCustomers = async (client: AdsClient): Promise<TAdsAccessibleCustomer[]> => {
  const customers: TAdsAccessibleCustomer[] = [];
  for (const customerId of await listAccessibleCustomers(client)) {
    let rows: Record<string, unknown>[];
    try {
      rows = await searchStream(client, {
        customerId,
        loginCustomerId: customerId,
        query:
          'SELECT customer.id, customer.descriptive_name, customer.currency_code, ' +
          'customer.time_zone, customer.manager FROM customer',
      });
    } catch (error) {
      // An accessible account can still be closed or suspended; leave it out.
      if (error instanceof GoogleApiError && error.kind === 'permission_denied') continue;
      throw error;
    }
    const customer = customerOf((rows[0] ?? {}) as Row, 'customer');
    const clients = customer.isManager
      ? (
          await searchStream(client, {
            customerId,
            loginCustomerId: customerId,
            query:
              'SELECT customer_client.id, customer_client.descriptive_name, ' +
              'customer_client.currency_code, customer_client.time_zone, customer_client.manager, ' +
              'customer_client.level FROM customer_client',
          })
        )
          .map((row) => customerOf(row as Row, 'customerClient'))
          .filter((clientCustomer) => clientCustomer.customerId !== customerId)
      : [];
    customers.push({ ...customer, clients });
  }
  return customers;
};

export const listAccounts = async (
  deps: ConnectionDeps,
  user: AuthenticatedUser,
  projectUid: string,
  connectionId: string | undefined,
): Promise<TListAdsAccountsResponse> => {
  await requireProjectAccess(deps.db, user, projectUid, 'edit');
  const connection = await resolveConnection(deps.db, user, connectionId);
  const tokens = tokenSourceFor(deps, connection);
  const customers = await askGoogle(deps.db, connection.id, () =>
    tokens.withToken((token) => readCustomers(adsClient(deps, token))),
  );
  return { connection: { id: connection.id, googleEmail: connection.googleEmail }, customers };
};

/**
 * Chooses the Ads account the project reads. It must be reachable through the connection and be a
 * client account: a manager holds no metrics of its own (422 `manager_account`).
 */
export const updateSettings = async (
  deps: SyncDeps,
  user: AuthenticatedUser,
  projectUid: string,
  body: TUpdateAdsSettingsRequest,
): Promise<TProject> => {
  const found = await requireProjectAccess(deps.db, user, projectUid, 'edit');
  const connection = await resolveConnection(deps.db, user, body.connectionId);
  const tokens = tokenSourceFor(deps, connection);
  const customers = await askGoogle(deps.db, connection.id, () =>
    tokens.withToken((token) => readCustomers(adsClient(deps, token))),
  );
  const candidates = body.loginCustomerId
    ? (customers.find((c) => c.customerId === body.loginCustomerId && c.isManager)?.clients ?? [])
    : customers;
  const chosen = candidates.find((candidate) => candidate.customerId === body.customerId);
  if (!chosen) {
    throw new AppError(
      404,
      'not_found',
      body.loginCustomerId
        ? 'This account is not a client of that manager for the connected Google account'
        : 'The connected Google account cannot reach this Ads account',
      'body.customerId',
    );
  }
  if (chosen.isManager) {
    throw new AppError(
      422,
      'manager_account',
      'A manager account has no metrics of its own: choose one of its client accounts',
      'body.customerId',
    );
  }
  return connectSource(deps, {
    found,
    user,
    chosen: {
      kind: 'ads',
      connectionId: connection.id,
      externalId: chosen.customerId,
      parentId: body.loginCustomerId ?? null,
      displayName: chosen.descriptiveName,
      timeZone: chosen.timeZone,
      currency: chosen.currency,
    },
  });
};
