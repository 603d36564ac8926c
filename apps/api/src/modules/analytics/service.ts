import type { TAnalyticsAccount, TAnalyticsProperty } from '@kampa/contracts/analytics/analytics';
import type { TListAnalyticsAccountsResponse } from '@kampa/contracts/analytics/list-accounts';
import type { TUpdateAnalyticsSettingsRequest } from '@kampa/contracts/analytics/update-analytics-settings';
import type { TProject } from '@kampa/contracts/project/project';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { resolveConnection, tokenSourceFor, type ConnectionDeps, askGoogle } from '../connections';
import {
  getProperty as fetchProperty,
  listAccountSummaries,
  type GaPropertyDetails,
  runReports,
  GoogleApiError,
} from '../google';
import { requireProjectAccess } from '../access';
import { connectSource } from '../sources';
import type { SyncDeps } from '../sync';

/** Accounts and properties of the user's Google connection (editors: they are the ones who connect). */
export const listAccounts = async (
  deps: ConnectionDeps,
  user: AuthenticatedUser,
  projectUid: string,
  connectionId: string | undefined,
): Promise<TListAnalyticsAccountsResponse> => {
  await requireProjectAccess(deps.db, user, projectUid, 'edit');
  const connection = await resolveConnection(deps.db, user, connectionId);
  const tokens = tokenSourceFor(deps, connection);
  const accounts: TAnalyticsAccount[] = await askGoogle(deps.db, connection.id, () =>
    tokens.withToken((token) =>
      listAccountSummaries(deps.config.GOOGLE_ANALYTICS_ADMIN_URL, token),
    ),
  );
  return { connection: { id: connection.id, googleEmail: connection.googleEmail }, accounts };
};

/**
 * A property's details, and whether the Data API will read it: the Admin API may list a property
 * the Data API refuses, so a one-row report is tried and its refusal shown as the reason.
 */
export const inspectProperty = async (
  deps: ConnectionDeps,
  user: AuthenticatedUser,
  input: { projectUid: string; propertyId: string; connectionId?: string | undefined },
): Promise<TAnalyticsProperty & { connectionId: string }> => {
  await requireProjectAccess(deps.db, user, input.projectUid, 'edit');
  const connection = await resolveConnection(deps.db, user, input.connectionId);
  const tokens = tokenSourceFor(deps, connection);
  const admin = deps.config.GOOGLE_ANALYTICS_ADMIN_URL;
  return askGoogle(deps.db, connection.id, () =>
    tokens.withToken(async (token) => {
      const refusal = (error: unknown): string => {
        if (error instanceof GoogleApiError && error.kind === 'permission_denied')
          return error.message;
        throw error;
      };
      let details: GaPropertyDetails;
      let unreadableReason: string | null = null;
      try {
        details = await fetchProperty(admin, token, input.propertyId);
      } catch (error) {
        // Listed but refused: describe it from the listing, and say why it cannot be read.
        unreadableReason = refusal(error);
        const listed = (await listAccountSummaries(admin, token)).flatMap((account) =>
          account.properties.map((property) => ({ ...property, accountId: account.accountId })),
        );
        const property = listed.find((candidate) => candidate.propertyId === input.propertyId);
        if (!property)
          throw new AppError(404, 'not_found', 'Property not found', 'params.propertyId');
        details = { ...property, timeZone: null, currency: null };
      }
      if (unreadableReason === null) {
        try {
          await runReports(
            {
              baseUrl: deps.config.GOOGLE_ANALYTICS_DATA_URL,
              accessToken: token,
              propertyId: input.propertyId,
            },
            [
              {
                dateRanges: [{ startDate: 'yesterday', endDate: 'yesterday' }],
                metrics: [{ name: 'sessions' }],
                limit: 1,
              },
            ],
          );
        } catch (error) {
          unreadableReason = refusal(error);
        }
      }
      return {
        ...details,
        isReadable: unreadableReason === null,
        unreadableReason,
        connectionId: connection.id,
      };
    }),
  );
};

/** Chooses the property the project reads (checked readable) and starts its 13-month backfill. */
export const updateSettings = async (
  deps: SyncDeps,
  user: AuthenticatedUser,
  projectUid: string,
  body: TUpdateAnalyticsSettingsRequest,
): Promise<TProject> => {
  const found = await requireProjectAccess(deps.db, user, projectUid, 'edit');
  const property = await inspectProperty(deps, user, {
    projectUid,
    propertyId: body.propertyId,
    connectionId: body.connectionId,
  });
  if (property.accountId && property.accountId !== body.accountId) {
    throw new AppError(
      422,
      'validation_failed',
      'The property belongs to another account',
      'body.accountId',
    );
  }
  if (!property.isReadable) {
    throw new AppError(
      422,
      'property_not_readable',
      `Google Analytics will not let this account read the property: ${property.unreadableReason ?? ''}`,
      'body.propertyId',
    );
  }
  return connectSource(deps, {
    found,
    user,
    chosen: {
      kind: 'analytics',
      connectionId: property.connectionId,
      externalId: property.propertyId,
      parentId: property.accountId,
      displayName: property.displayName,
      timeZone: property.timeZone,
      currency: property.currency,
    },
  });
};
