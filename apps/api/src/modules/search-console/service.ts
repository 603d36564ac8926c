import type { TProject } from '@kampa/contracts/project/project';
import type { TSearchConsoleSite } from '@kampa/contracts/search-console/search-console-sites';
import { SEARCH_CONSOLE_PERMISSIONS } from '@kampa/contracts/search-console/search-console-sites';
import type { TListSearchConsoleSitesResponse } from '@kampa/contracts/search-console/list-search-console-sites';
import type { TUpdateSearchConsoleSettingsRequest } from '@kampa/contracts/search-console/update-search-console-settings';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../lib/identity';
import { requireProjectAccess } from '../access';
import { askGoogle, resolveConnection, tokenSourceFor, type ConnectionDeps } from '../connections';
import { listSearchConsoleSites, SEARCH_CONSOLE_SCOPE } from '../google';
import { connectSource } from '../sources';
import type { SyncDeps } from '../sync';

type Connection = Awaited<ReturnType<typeof resolveConnection>>;

/**
 * A connection made before Kampa read Search Console lacks its scope: the screen asks for it
 * (Google's incremental consent keeps what the connection already allows).
 */
const requireSearchConsoleScope = (connection: Connection): void => {
  if (!connection.scopes.includes(SEARCH_CONSOLE_SCOPE)) {
    throw new AppError(
      403,
      'scope_missing',
      'This Google connection was made before Kampa read Search Console: allow Search Console in Google (your other permissions stay as they are)',
      'connectionId',
    );
  }
};

const permissionOf = (level: string): TSearchConsoleSite['permissionLevel'] =>
  (SEARCH_CONSOLE_PERMISSIONS as readonly string[]).includes(level)
    ? (level as TSearchConsoleSite['permissionLevel'])
    : 'siteUnverifiedUser';

const readSites = async (
  deps: ConnectionDeps,
  connection: Connection,
): Promise<TSearchConsoleSite[]> => {
  requireSearchConsoleScope(connection);
  const tokens = tokenSourceFor(deps, connection);
  const entries = await askGoogle(deps.db, connection.id, () =>
    tokens.withToken((accessToken) =>
      listSearchConsoleSites({ baseUrl: deps.config.GOOGLE_SEARCH_CONSOLE_URL, accessToken }),
    ),
  );
  return entries
    .map((entry) => {
      const permissionLevel = permissionOf(entry.permissionLevel);
      return {
        siteUrl: entry.siteUrl,
        permissionLevel,
        readable: permissionLevel !== 'siteUnverifiedUser',
      };
    })
    .sort((a, b) => a.siteUrl.localeCompare(b.siteUrl));
};

export const listSites = async (
  deps: ConnectionDeps,
  user: AuthenticatedUser,
  projectUid: string,
  connectionId: string | undefined,
): Promise<TListSearchConsoleSitesResponse> => {
  await requireProjectAccess(deps.db, user, projectUid, 'edit');
  const connection = await resolveConnection(deps.db, user, connectionId);
  const sites = await readSites(deps, connection);
  return { connection: { id: connection.id, googleEmail: connection.googleEmail }, sites };
};

/**
 * Chooses the Search Console site the project reads. The connection must see it and be allowed
 * to read its data (an unverified site is listed, but 422 `site_unverified`).
 */
export const updateSettings = async (
  deps: SyncDeps,
  user: AuthenticatedUser,
  projectUid: string,
  body: TUpdateSearchConsoleSettingsRequest,
): Promise<TProject> => {
  const found = await requireProjectAccess(deps.db, user, projectUid, 'edit');
  const connection = await resolveConnection(deps.db, user, body.connectionId);
  const sites = await readSites(deps, connection);
  const chosen = sites.find((site) => site.siteUrl === body.siteUrl);
  if (!chosen) {
    throw new AppError(
      404,
      'not_found',
      'The connected Google account does not see this Search Console site',
      'body.siteUrl',
    );
  }
  if (!chosen.readable) {
    throw new AppError(
      422,
      'site_unverified',
      'This Google account has not verified the site in Search Console, so its data cannot be read',
      'body.siteUrl',
    );
  }
  return connectSource(deps, {
    found,
    user,
    chosen: {
      kind: 'search_console',
      connectionId: connection.id,
      externalId: chosen.siteUrl,
      parentId: null,
      displayName: chosen.siteUrl.replace(/^sc-domain:/, '').replace(/^https?:\/\//, ''),
      // Search Console has no time zone or currency of its own: the project's.
      timeZone: null,
      currency: null,
    },
  });
};
